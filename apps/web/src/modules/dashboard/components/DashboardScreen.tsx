export function DashboardScreen() {
  return <section className="page" />;
}
