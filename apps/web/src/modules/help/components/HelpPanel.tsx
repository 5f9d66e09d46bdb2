export function HelpPanel() {
  return <aside className="help-panel" />;
}
