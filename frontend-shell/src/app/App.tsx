export function App() {
  return (
    <main>
      <h1>Gridiron Careers</h1>
      <p>Your gateway to American football careers</p>
    </main>
  );
}
