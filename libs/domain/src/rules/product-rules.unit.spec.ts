import { photoFile } from './product-rules';

describe('profile photo', () => {
  it.each(['me.jpg', 'me.JPEG', 'me.png'])('accepts %p', (name) => {
    expect(photoFile({ name, type: 'image/jpeg', size: 1000 })).toBeUndefined();
  });
  it('accepts exactly 262144 bytes', () => {
    expect(photoFile({ name: 'me.png', type: 'image/png', size: 262144 })).toBeUndefined();
  });
  it.each([
    ['a gif', { name: 'me.gif', type: 'image/gif', size: 10 }],
    ['a pdf named .png', { name: 'me.png', type: 'application/pdf', size: 10 }],
    ['a file without extension', { name: 'png', type: 'image/png', size: 10 }],
  ])('refuses %s with settings.file_type_error', (_, file) => {
    expect(photoFile(file)).toEqual({ messageKey: 'settings.file_type_error' });
  });
  it('refuses one byte over the limit with settings.file_size_limit_error', () => {
    expect(photoFile({ name: 'me.jpg', type: 'image/jpeg', size: 262145 })).toEqual({
      messageKey: 'settings.file_size_limit_error',
      params: { max: 262144 },
    });
  });
});
