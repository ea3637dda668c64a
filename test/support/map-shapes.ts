/** Shapes the map structure tests draw. */

/** A square of about 111 m x 65 m (0.001° x 0.001°) near Husum, from its south-west corner. */
export const square = (lat: number, lng: number, side = 0.001) => [
  { lat, lng },
  { lat, lng: lng + side },
  { lat: lat + side, lng: lng + side },
  { lat: lat + side, lng },
];
