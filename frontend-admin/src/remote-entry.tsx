/** The module the shell loads as `admin/App`. */
export default function AdminApp() {
  return (
    <main>
      <h1>Content Management System</h1>
    </main>
  );
}
