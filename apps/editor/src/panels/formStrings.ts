// react-jsonschema-form's own strings in the interface language (its TranslatableString enum: the
// buttons of a list, "Sí"/"No", the alternatives of an anyOf, its messages), for the
// `translateString` prop: Spanish from the record below, English as rjsf words them. The record
// lists every string of the enum, so a new rjsf string fails the type check.
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { i18n } from '../i18n.js';

/** Every rjsf string in Spanish; %1, %2… are replaced as rjsf does. */
export const RJSF_SPANISH: Readonly<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Elemento',
  [TranslatableString.MissingItems]: 'Falta la definición de los elementos',
  [TranslatableString.EmptyArray]: 'Aún no hay elementos. Use el botón de abajo para añadir uno.',
  [TranslatableString.YesLabel]: 'Sí',
  [TranslatableString.NoLabel]: 'No',
  [TranslatableString.CloseLabel]: 'Cerrar',
  [TranslatableString.ErrorsLabel]: 'Errores',
  [TranslatableString.NewStringDefault]: 'Nuevo valor',
  [TranslatableString.AddButton]: 'Añadir',
  [TranslatableString.AddItemButton]: 'Añadir elemento',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.ExpandButton]: 'Expandir el ciclo',
  [TranslatableString.MoveDownButton]: 'Bajar',
  [TranslatableString.MoveUpButton]: 'Subir',
  [TranslatableString.RemoveButton]: 'Quitar',
  [TranslatableString.NowLabel]: 'Ahora',
  [TranslatableString.ClearLabel]: 'Borrar',
  [TranslatableString.AriaDateLabel]: 'Elija una fecha',
  [TranslatableString.PreviewLabel]: 'Vista previa',
  [TranslatableString.DecrementAriaLabel]: 'Restar 1 al valor',
  [TranslatableString.IncrementAriaLabel]: 'Sumar 1 al valor',
  [TranslatableString.OptionalObjectAdd]: 'Añadir datos a este campo opcional',
  [TranslatableString.OptionalObjectRemove]: 'Quitar los datos de este campo opcional',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Este campo opcional no tiene datos',
  [TranslatableString.Type]: 'Tipo',
  [TranslatableString.Value]: 'Valor',
  [TranslatableString.ClearButton]: 'Vaciar el campo',
  [TranslatableString.UnknownFieldType]: 'Tipo de campo desconocido: %1',
  [TranslatableString.OptionPrefix]: 'Opción %1',
  [TranslatableString.TitleOptionPrefix]: '%1: opción %2',
  [TranslatableString.KeyLabel]: 'Clave de %1',
  [TranslatableString.DeprecatedLabel]: '%1 (obsoleto)',
  [TranslatableString.CycleDetected]:
    'Referencia circular ($ref) en el campo "%1". Puede expandirla hasta el siguiente corte del ciclo',
  [TranslatableString.InvalidObjectField]: 'Configuración no válida del campo de objeto "%1": _%2_.',
  [TranslatableString.UnsupportedField]: 'Esquema de campo no admitido.',
  [TranslatableString.UnsupportedFieldWithId]: 'Esquema de campo no admitido en el campo `%1`.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Esquema de campo no admitido: _%1_.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Esquema de campo no admitido en el campo `%1`: _%2_.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 bytes)',
};

/** rjsf's `translateString`, in the interface language. */
export function translateString(key: TranslatableString, params?: string[]): string {
  if (i18n.language === 'en') return englishStringTranslator(key, params);
  return replaceStringParameters(RJSF_SPANISH[key] ?? key, params);
}
