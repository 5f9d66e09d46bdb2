export function ProfileScreen() {
  return <section className="page" />;
}
