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
import { Icon } from '../icons';
import { CheckboxField, ColorField, NumberField, SelectField, TextField } from './fields';

type Patch = (field: string, value: unknown) => void;

interface Props {
  element: PlanElement;
  /** Live problems of this element (duplicate table number, …). */
  problems: string[];
  onPatch: Patch;
  onReplaceImage: () => void;
}

const big = 5000;

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
        {e.type === 'line' ? (
          <>
            <NumberField label="Start X" value={e.x1} min={-big} max={big} onChange={(v) => onPatch('x1', v)} />
            <NumberField label="Start Y" value={e.y1} min={-big} max={big} onChange={(v) => onPatch('y1', v)} />
            <NumberField label="Ende X" value={e.x2} min={-big} max={big} onChange={(v) => onPatch('x2', v)} />
            <NumberField label="Ende Y" value={e.y2} min={-big} max={big} onChange={(v) => onPatch('y2', v)} />
          </>
        ) : (
          <>
            <NumberField label="X" value={e.x} min={-big} max={big} onChange={(v) => onPatch('x', v)} />
            <NumberField label="Y" value={e.y} min={-big} max={big} onChange={(v) => onPatch('y', v)} />
            <NumberField
              label="Breite"
              value={e.width}
              min={minElementSize}
              max={big}
              onChange={(v) => onPatch('width', v)}
            />
            <NumberField
              label="Höhe"
              value={e.height}
              min={minElementSize}
              max={big}
              onChange={(v) => onPatch('height', v)}
            />
          </>
        )}
        <NumberField
          label="Drehung"
          unit="°"
          value={e.rotation}
          min={0}
          max={360}
          onChange={(v) => onPatch('rotation', v)}
        />
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
          <NumberField label="Tischnummer" value={e.id} min={1} max={999} onChange={(v) => onPatch('id', v)} />
          <NumberField
            label="Kapazität"
            unit="P."
            value={e.capacity}
            min={capacityRange.min}
            max={capacityRange.max}
            onChange={(v) => onPatch('capacity', v)}
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
          <NumberField
            label="Rahmenbreite"
            value={e.strokeWidth}
            min={shapeStrokeWidth.min}
            max={shapeStrokeWidth.max}
            onChange={(v) => onPatch('strokeWidth', v)}
          />
        </>
      );
    case 'line':
      return (
        <>
          <ColorField label="Farbe" value={e.strokeColor} onChange={(v) => onPatch('strokeColor', v)} />
          <NumberField
            label="Linienbreite"
            value={e.strokeWidth}
            min={lineStrokeWidth.min}
            max={lineStrokeWidth.max}
            onChange={(v) => onPatch('strokeWidth', v)}
          />
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
          <NumberField
            label="Schriftgröße"
            value={e.fontSize}
            min={fontSizeRange.min}
            max={fontSizeRange.max}
            onChange={(v) => onPatch('fontSize', v)}
          />
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
