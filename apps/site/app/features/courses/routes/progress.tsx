// The progress page: filled in next.
export default function ProgressPage() {
  return null;
}
