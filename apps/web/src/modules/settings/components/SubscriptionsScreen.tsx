export function SubscriptionsScreen() {
  return <section className="page" />;
}
