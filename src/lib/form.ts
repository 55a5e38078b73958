// A form field's text as FormData holds it: a text input's value, or '' (absent, or a file, which no form here has).
export function formText(data: FormData, name: string): string {
  const entry = data.get(name);
  return typeof entry === 'string' ? entry : '';
}
