// The kind's configuration as a form generated from its config schema (react-jsonschema-form),
// validated with the precompiled widget validator (panels/formValidator.ts). The colour scale has
// its own editor and is left out of the form. Everything the form shows is Spanish: the labels,
// helps and option names the schema carries as annotations (`title`, `x-voz-help`,
// `x-voz-enumNames`, put in the uiSchema by configUiSchema.ts) and rjsf's own strings (formStrings.ts).
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import { memo, useMemo, useRef, type ReactElement } from 'react';
import { configUiSchema, formSchemaOf } from './configUiSchema.js';
import { translateString } from './formStrings.js';
import { configValidator } from './formValidator.js';
import { useT } from '../i18n.js';

// rjsf's core theme has every widget; its type leaves each optional.
const DefaultSelect = getDefaultRegistry().widgets.SelectWidget as Widget;

/**
 * rjsf's select, labelled when it is the chooser between a field's anyOf/oneOf alternatives: rjsf
 * labels the field itself (for=the field's id) and draws the chooser, of another id, without a label.
 */
function SelectWidget(props: WidgetProps): ReactElement {
  const chooser = /__(anyof|oneof)_select$/.test(props.name);
  return (
    <>
      {chooser && (
        <label htmlFor={props.id} className="sr-only">
          {props.label || props.name}
        </label>
      )}
      <DefaultSelect {...props} />
    </>
  );
}

const WIDGETS: RegistryWidgetsType = { SelectWidget };

/** Props of ConfigForm. */
export interface ConfigFormProps {
  widget: Record<string, unknown> & { type: string; id: string };
  onChange: (config: Record<string, unknown> | undefined) => void;
}

/**
 * The form, drawn again only when the widget's kind, id or configuration changes: a generated form
 * is costly to draw, and moving a widget changes neither (the editor redraws on every edit).
 */
export const ConfigForm = memo(
  ConfigFormBody,
  (a, b) =>
    a.widget.type === b.widget.type &&
    a.widget.id === b.widget.id &&
    JSON.stringify(a.widget.config) === JSON.stringify(b.widget.config),
);

function ConfigFormBody({ widget, onChange }: ConfigFormProps): ReactElement | null {
  const t = useT();
  const schema = useMemo(() => formSchemaOf(widget.type), [widget.type]);
  const current = useRef(widget);
  current.current = widget;
  const validator = useMemo(() => configValidator(() => current.current), []);
  const uiSchema = useMemo(() => configUiSchema(schema), [schema]);
  if (!schema) return <p className="text-sm text-slate-600">{t('editor.properties.noConfig')}</p>;
  const { colorScale, ...rest } = (widget.config as Record<string, unknown> | undefined) ?? {};
  return (
    <div className="voz-config-form text-sm" data-config-form>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        widgets={WIDGETS}
        translateString={translateString}
        formData={rest}
        validator={validator}
        liveValidate={false}
        noHtml5Validate
        showErrorList={false}
        onChange={(event) => {
          const data = { ...(event.formData as Record<string, unknown>) };
          for (const [key, v] of Object.entries(data)) if (v === undefined) delete data[key];
          if (colorScale !== undefined) data.colorScale = colorScale;
          const next = Object.keys(data).length ? data : undefined;
          // rjsf also reports the defaults it fills in on mount: only real changes are edits.
          if (JSON.stringify(next) !== JSON.stringify(widget.config)) onChange(next);
        }}
      />
    </div>
  );
}
