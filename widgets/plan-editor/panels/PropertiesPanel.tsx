import { dataUrlBytes } from '../../../src/domain/plan/compression';
import { describeElement } from '../../../src/domain/plan/factory';
import {
  capacityRange,
  fontSizeRange,
  lineStrokeWidth,
  minElementSize,
  shapeStrokeWidth,
} from '../../../src/domain/plan/limits';
import type { PlanElement } from '../../../src/domain/plan/schema';
import { Icon } from '../../shared/icons';
import { CheckboxField, ColorField, NumberField, SelectField, TextField } from './fields';

type Patch = (field: string, value: unknown) => void;

interface Props {
  element: PlanElement;
  /** Live problems of this element (duplicate table number, …). */
  problems: string[];
  onPatch: Patch;
  onReplaceImage: () => void;
}

const anywhere = { min: -5000, max: 5000 };
const size = { min: minElementSize, max: anywhere.max };

/** A number field: label, the element's field, its value, its range and an optional unit. */
type NumberSpec = [label: string, field: string, value: number, range: { min: number; max: number }, unit?: string];

/** Position, size and rotation; a line by its two end points. */
const geometry = (e: PlanElement): NumberSpec[] => [
  ...(e.type === 'line'
    ? ([
        ['Start X', 'x1', e.x1, anywhere],
        ['Start Y', 'y1', e.y1, anywhere],
        ['Ende X', 'x2', e.x2, anywhere],
        ['Ende Y', 'y2', e.y2, anywhere],
      ] as NumberSpec[])
    : ([
        ['X', 'x', e.x, anywhere],
        ['Y', 'y', e.y, anywhere],
        ['Breite', 'width', e.width, size],
        ['Höhe', 'height', e.height, size],
      ] as NumberSpec[])),
  ['Drehung', 'rotation', e.rotation, { min: 0, max: 360 }, '°'],
];

function NumberFields({ specs, onPatch }: { specs: NumberSpec[]; onPatch: Patch }) {
  return specs.map(([label, field, value, range, unit]) => (
    <NumberField
      key={field}
      label={label}
      unit={unit}
      value={value}
      min={range.min}
      max={range.max}
      onChange={(v) => onPatch(field, v)}
    />
  ));
}

/** Properties of the one selected element; every edit is one pure plan operation. */
export function PropertiesPanel({ element: e, problems, onPatch, onReplaceImage }: Props) {
  return (
    <section className="pe-section" aria-labelledby="pe-props-title">
      <h3 id="pe-props-title" className="pe-section-title">
        {describeElement(e)}
      </h3>
      {problems.map((p) => (
        <p key={p} className="pe-inline-error" role="alert">
          <Icon name="error" size={16} /> {p}
        </p>
      ))}
      <div className="pe-fields">
        <TypeFields element={e} onPatch={onPatch} onReplaceImage={onReplaceImage} />
        <NumberFields specs={geometry(e)} onPatch={onPatch} />
      </div>
    </section>
  );
}

function TypeFields({
  element: e,
  onPatch,
  onReplaceImage,
}: {
  element: PlanElement;
  onPatch: Patch;
  onReplaceImage: () => void;
}) {
  switch (e.type) {
    case 'table':
      return (
        <>
          <NumberFields
            specs={[
              ['Tischnummer', 'id', e.id, { min: 1, max: 999 }],
              ['Kapazität', 'capacity', e.capacity, capacityRange, 'P.'],
            ]}
            onPatch={onPatch}
          />
          <SelectField
            label="Form"
            value={e.shape}
            options={[
              ['rectangle', 'Rechteckig'],
              ['square', 'Quadratisch'],
              ['round', 'Rund'],
            ]}
            onChange={(v) => onPatch('shape', v)}
          />
          <ColorField label="Farbe" value={e.color} onChange={(v) => onPatch('color', v)} />
        </>
      );
    case 'chair':
      return <ColorField label="Farbe" value={e.color} onChange={(v) => onPatch('color', v)} />;
    case 'rectangle':
    case 'square':
    case 'circle':
      return (
        <>
          <ColorField label="Füllung" value={e.color} onChange={(v) => onPatch('color', v)} />
          <ColorField label="Rahmen" value={e.strokeColor} onChange={(v) => onPatch('strokeColor', v)} />
          <NumberFields specs={[['Rahmenbreite', 'strokeWidth', e.strokeWidth, shapeStrokeWidth]]} onPatch={onPatch} />
        </>
      );
    case 'line':
      return (
        <>
          <ColorField label="Farbe" value={e.strokeColor} onChange={(v) => onPatch('strokeColor', v)} />
          <NumberFields specs={[['Linienbreite', 'strokeWidth', e.strokeWidth, lineStrokeWidth]]} onPatch={onPatch} />
        </>
      );
    case 'image':
      return (
        <div className="pe-field pe-field-wide">
          <span className="pe-label">Bildquelle</span>
          <div className="pe-image-source">
            {e.src ? <img src={e.src} alt="" /> : <span>Kein Bild</span>}
            <span>{e.src ? `${Math.round(dataUrlBytes(e.src) / 1024)} KB (komprimiert)` : ''}</span>
          </div>
          <button type="button" className="pe-button" onClick={onReplaceImage}>
            Bild ersetzen …
          </button>
        </div>
      );
    case 'text':
      return (
        <>
          <TextField label="Text" multiline value={e.text} onChange={(v) => onPatch('text', v)} />
          <NumberFields specs={[['Schriftgröße', 'fontSize', e.fontSize, fontSizeRange]]} onPatch={onPatch} />
          <ColorField label="Textfarbe" value={e.color} onChange={(v) => onPatch('color', v)} />
          <CheckboxField label="Hintergrund" checked={e.hasBackground} onChange={(v) => onPatch('hasBackground', v)} />
          {e.hasBackground && (
            <ColorField
              label="Hintergrundfarbe"
              value={e.backgroundColor}
              onChange={(v) => onPatch('backgroundColor', v)}
            />
          )}
        </>
      );
  }
}
