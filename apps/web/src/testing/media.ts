/** Pictures for stories and tests, made here: nothing is fetched from the internet. */
function picture(fill: string, accent: string, width = 160, height = 160): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${fill}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="${accent}"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const media = {
  coffee: picture('#8d5b3a', '#f3e1c7'),
  movie: picture('#243b6b', '#f5c542'),
  card: picture('#f7d6e0', '#d6336c', 686, 460),
};
