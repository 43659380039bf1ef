// Bench builds only: the empty page whose first-load JavaScript is the framework's floor.
export default function FloorPage() {
  return <p>floor</p>;
}
