export function App() {
  return (
    <main>
      <h1>Parley</h1>
      <p>Ask your data anything.</p>
    </main>
  );
}
