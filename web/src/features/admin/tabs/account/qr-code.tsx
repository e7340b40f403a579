import qrcode from 'qrcode-generator';

// A QR code drawn as SVG from the module matrix (no canvas, no inline markup from a string), for
// an authenticator app to scan. Error correction M, as authenticator set-up screens use.

export function QrCode({
  text,
  label,
  size = 192,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const quietZone = 4;
  const cells: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) cells.push(`M${column + quietZone},${row + quietZone}h1v1h-1z`);
    }
  }
  const extent = count + 2 * quietZone;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="rounded-lg border border-slate-200 dark:border-slate-700"
    >
      {/* White behind the code in both themes: scanners need dark on light. */}
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={cells.join('')} fill="#000000" />
    </svg>
  );
}
