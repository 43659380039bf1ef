// The bench floor (copied into a bench build only, see scripts/bench/servers.mjs): the empty page
// whose first-load JavaScript is the framework's floor.
export default function FloorPage() {
  return <p>floor</p>;
}
