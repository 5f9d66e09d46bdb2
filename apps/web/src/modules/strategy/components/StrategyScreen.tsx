export function StrategyScreen() {
  return <section className="page" />;
}
