export function CollectionsScreen() {
  return <section className="page" />;
}
