// Photos are made small in the browser before they are stored: a phone camera's 4 MB picture would
// otherwise travel to every device of the family. A child's avatar needs no more than this.

/** Longest side of a stored profile picture, in pixels. */
export const PROFILE_PICTURE_SIZE = 256;

/** JPEG quality of stored pictures: small files with no visible blocks at avatar size. */
const JPEG_QUALITY = 0.82;

/** Longest side of a step's photo (ADR 0062): forty of them fit one push (`STEP_PHOTO_MAX_LENGTH`). */
export const STEP_PHOTO_SIZE = 160;

// A busy photo at 160 pixels may pass the step bound at full quality: each try is smaller than the last.
const STEP_PHOTO_TRIES = [
  { size: STEP_PHOTO_SIZE, quality: JPEG_QUALITY },
  { size: STEP_PHOTO_SIZE, quality: 0.65 },
  { size: STEP_PHOTO_SIZE, quality: 0.5 },
  { size: 128, quality: 0.5 },
  { size: 96, quality: 0.5 },
] as const;

/**
 * A picture file as a JPEG data URL whose longest side is at most `size` pixels, cropped to a square
 * around its centre (avatars are shown round). Throws a readable message for a file that is no picture.
 */
export async function squarePictureDataUrl(
  file: Blob,
  size = PROFILE_PICTURE_SIZE,
  quality = JPEG_QUALITY,
): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('That file is not a picture we can read. Try a JPEG or PNG photo.');
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const target = Math.min(size, side);
  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the picture.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    target,
    target,
  );
  bitmap.close();
  return canvas.toDataURL('image/jpeg', quality);
}

/**
 * A photo of a routine step (the child's own toothbrush) as a square JPEG data URL of at most `maxLength`
 * characters: 160 pixels, made smaller until it fits. Throws a readable message when even the smallest does
 * not.
 */
export async function stepPhotoDataUrl(file: Blob, maxLength: number): Promise<string> {
  for (const { size, quality } of STEP_PHOTO_TRIES) {
    const dataUrl = await squarePictureDataUrl(file, size, quality);
    if (dataUrl.length <= maxLength) return dataUrl;
  }
  throw new Error('That photo has too much detail to keep small. Try a plainer photo.');
}
