export function SecurityScreen() {
  return <section className="page" />;
}
