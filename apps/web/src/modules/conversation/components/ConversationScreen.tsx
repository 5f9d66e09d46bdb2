export function ConversationScreen() {
  return <section className="page" />;
}
