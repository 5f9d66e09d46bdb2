import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';

export const PICTURE_MAX_BYTES = 262_144;
export const PICTURE_URL_PREFIX = '/features/profile/picture/';

const EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
type Extension = (typeof EXTENSIONS)[number];

// The bytes must agree with the name: a renamed file of another kind is refused.
function looksLike(extension: Extension, bytes: Buffer): boolean {
  if (extension === 'png')
    return bytes
      .subarray(0, 8)
      .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const PICTURE_NAME = /^[0-9a-f]{32}\.(jpg|png)$/;

/** The stored file a picture URL of ours names, or undefined for any other URL. */
function pictureName(url: string): string | undefined {
  const name = url.startsWith(PICTURE_URL_PREFIX) ? url.slice(PICTURE_URL_PREFIX.length) : '';
  return PICTURE_NAME.test(name) ? name : undefined;
}

/**
 * A profile may keep the photo its owner uploaded (an upload sets it at once) or have none: never a
 * third-party tracking image, and never another tenant's photo, which replacing would delete.
 */
export function assertOwnPicture(picture: string | undefined, current: string | undefined): void {
  if (picture && (!pictureName(picture) || picture !== current))
    throw new ApiError(400, 'validation.invalid');
}

/** Profile photos (spec §5: jpg, jpeg or png, at most 262144 bytes) under DATA_DIR/pictures. */
@Injectable()
export class PictureStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.sharedDir, 'pictures');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Checks and keeps the file; answers the URL it is served at. */
  save(filename: string, bytes: Buffer, truncated: boolean): string {
    const extension = filename.split('.').pop()?.toLowerCase() as Extension;
    if (!EXTENSIONS.includes(extension) || !looksLike(extension, bytes))
      throw new ApiError(400, 'settings.file_type_error');
    if (truncated || bytes.length > PICTURE_MAX_BYTES)
      throw new ApiError(400, 'settings.file_size_limit_error', { max: PICTURE_MAX_BYTES });
    // Unguessable names: the picture is public to whoever holds its URL, like an avatar link.
    const name = `${randomBytes(16).toString('hex')}.${extension === 'jpeg' ? 'jpg' : extension}`;
    writeFileSync(join(this.dir, name), bytes, { mode: 0o600 });
    return PICTURE_URL_PREFIX + name;
  }

  read(name: string): { bytes: Buffer; type: string } | undefined {
    if (!PICTURE_NAME.test(name)) return undefined;
    const file = join(this.dir, name);
    if (!existsSync(file)) return undefined;
    return { bytes: readFileSync(file), type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  }

  remove(url: string): void {
    const name = pictureName(url);
    if (name) rmSync(join(this.dir, name), { force: true });
  }
}
