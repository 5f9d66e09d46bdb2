export function DataSourcesScreen() {
  return <section className="page" />;
}
