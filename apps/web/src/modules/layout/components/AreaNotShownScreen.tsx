export function AreaNotShownScreen() {
  return <section className="page" />;
}
