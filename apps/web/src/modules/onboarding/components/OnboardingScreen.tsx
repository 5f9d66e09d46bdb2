export function OnboardingScreen() {
  return <section className="page" />;
}
