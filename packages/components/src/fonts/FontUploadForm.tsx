import { canSaveFont, type Font, sniffFont, TOAST_SHORT_MS, ValidationError } from '@smuc/sdk';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useToast } from '../ui/Toaster';

type FileField = 'font_regular' | 'font_bold';

/** Whether `file` is ttf or otf by its first four bytes (000 §5 Font upload). */
async function isFontFile(file: File) {
  return sniffFont(new Uint8Array(await file.slice(0, 4).arrayBuffer())) !== null;
}

/**
 * The font upload form (000 §5): family name, regular and bold files, legal declaration; save is
 * enabled only when all are given. Files are checked by leading bytes here and on the server
 * ("Filetype mismatch. Only accepts ttf or otf files!"); other failures toast "Failed to upload font.".
 */
export function FontUploadForm({ onUploaded }: { onUploaded: (font: Font) => void }) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [family, setFamily] = useState('');
  const [files, setFiles] = useState<Record<FileField, File | null>>({ font_regular: null, font_bold: null });
  const [legal, setLegal] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FileField, string>>>({});
  const [busy, setBusy] = useState(false);
  const ready = canSaveFont({ family, regular: files.font_regular, bold: files.font_bold, legal });

  const choose = async (field: FileField, input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const fine = file ? await isFontFile(file) : true;
    if (!fine) input.value = '';
    setFiles((f) => ({ ...f, [field]: fine ? file : null }));
    setErrors((e) => ({ ...e, [field]: fine ? undefined : t('fonts.mismatch') }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy || !files.font_regular || !files.font_bold) return;
    setBusy(true);
    try {
      const font = await client.fonts.create({
        font_family: family.trim(),
        font_regular: files.font_regular,
        font_bold: files.font_bold,
        legal,
      });
      toast(t('fonts.uploaded'), 'success', TOAST_SHORT_MS);
      formRef.current?.reset();
      setFamily('');
      setFiles({ font_regular: null, font_bold: null });
      setLegal(false);
      onUploaded(font);
    } catch (error) {
      const fields = error instanceof ValidationError ? error.errors : {};
      const mismatch = (['font_regular', 'font_bold'] as const).filter((f) => fields?.[f]);
      if (mismatch.length) setErrors(Object.fromEntries(mismatch.map((f) => [f, t('fonts.mismatch')])));
      else toast(t('fonts.failed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setBusy(false);
    }
  };

  const fileField = (field: FileField, label: string) => (
    <div className={`field field-${field}`}>
      <label htmlFor={`${ids}-${field}`}>{label}</label>
      <input
        id={`${ids}-${field}`}
        name={field}
        type="file"
        className="input"
        accept=".ttf,.otf,font/ttf,font/otf"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
        onChange={(e) => void choose(field, e.currentTarget)}
      />
      {errors[field] && (
        <span id={`${ids}-${field}-error`} className="field-error" role="alert">
          {errors[field]}
        </span>
      )}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="card font-upload"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`}>{t('fonts.upload.title')}</h2>
      <div className="font-upload-grid">
        <div className="field field-font_family">
          <label htmlFor={`${ids}-family`}>{t('fonts.upload.family')}</label>
          <input
            id={`${ids}-family`}
            name="font_family"
            className="input"
            maxLength={128}
            value={family}
            onChange={(e) => setFamily(e.target.value)}
          />
        </div>
        {fileField('font_regular', t('fonts.upload.regular'))}
        {fileField('font_bold', t('fonts.upload.bold'))}
      </div>
      <label className="check">
        <input type="checkbox" name="legal" checked={legal} onChange={(e) => setLegal(e.target.checked)} />
        {t('fonts.upload.legal')}
      </label>
      <div>
        <button type="submit" className="btn btn-primary save-font" disabled={!ready || busy}>
          {busy ? t('fonts.upload.saving') : t('fonts.upload.save')}
        </button>
      </div>
    </form>
  );
}
