import type { Violation } from '../core/domain-error';
import type { Rule } from './field-rules';

export const COLLECTION_NAME_REQUIRED = 'Collection name is required!';
export const DELETE_WORD = 'DELETE';
export const PHOTO_MAX_BYTES = 262144;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const PHOTO_OUTPUT = { width: 128, height: 128, type: 'image/jpeg' } as const;

// The spec's message is a literal sentence, not a key; the name is judged trimmed.
export const collectionName: Rule = (value) =>
  typeof value === 'string' && value.trim() !== ''
    ? undefined
    : { messageKey: COLLECTION_NAME_REQUIRED };

// Deleting an account asks for the word DELETE typed exactly (case and spaces count).
export const deleteConfirmation: Rule = (value) =>
  value === DELETE_WORD
    ? undefined
    : { messageKey: 'settings.type_delete_to_confirm', params: { word: DELETE_WORD } };

export type PhotoFile = { name: string; type: string; size: number };

// A profile photo must be an image named .jpg/.jpeg/.png and at most 256 KiB.
export function photoFile(file: PhotoFile): Violation | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const isImage = file.type.toLowerCase().startsWith('image/');
  if (
    !isImage ||
    !file.name.includes('.') ||
    !(PHOTO_EXTENSIONS as readonly string[]).includes(extension)
  ) {
    return { messageKey: 'settings.file_type_error' };
  }
  if (file.size > PHOTO_MAX_BYTES)
    return { messageKey: 'settings.file_size_limit_error', params: { max: PHOTO_MAX_BYTES } };
  return undefined;
}
