import { UNLIMITED_RANGE } from '@ehome/shared/constants';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './position-map.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '../../../platform/after-paint';
import { useMapConfig } from '../api/get-map-config';
import type { TPositionMapProps } from './map-types';

/** Where a map with nothing to show looks: mainland China. */
const OVERVIEW: L.LatLngTuple = [34.5, 108.9];
const OVERVIEW_ZOOM = 4;
const SINGLE_POINT_ZOOM = 16;
const FIT_MAX_ZOOM = 17;
const DEFAULT_MAX_ZOOM = 19;

const BLUE = '#1677ff';
const ORANGE = '#fa8c16';

/**
 * Light grid tiles drawn under the map tiles: they move and zoom with the map, so the map reads as a
 * map when there is no tile server (or it cannot be reached) and only points and ranges are drawn.
 */
class GridLayer extends L.GridLayer {
  override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'position-map__grid-tile';
    return tile;
  }
}

/** Tooltip content as a text node: names are typed by HR and must never be read as HTML. */
function textLabel(text: string, className?: string): HTMLElement {
  const span = document.createElement('span');
  if (className) span.className = className;
  span.textContent = text;
  return span;
}

function dotIcon(modifier: 'point' | 'draft'): L.DivIcon {
  return L.divIcon({
    className: `position-map__marker position-map__marker--${modifier}`,
    html: '<span class="position-map__marker-dot"></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
}

/** The area a point with its range covers (a point alone when the range is unlimited or unknown). */
function areaOf(latitude: number, longitude: number, radius: number | null): L.LatLngBounds {
  const center = L.latLng(latitude, longitude);
  return radius && radius > 0 ? center.toBounds(radius * 2) : L.latLngBounds(center, center);
}

/**
 * A map of punch points with their range circles, the user's position with its accuracy, and
 * optionally a point being registered (`draft`, set by tapping when `onPick` is given). Coordinates
 * are WGS-84 throughout. Loaded lazily (lazy-position-map.tsx): Leaflet is a chunk of its own.
 */
export function PositionMap({ points, position, draft, onPick, height = 220, label }: TPositionMapProps) {
  const { t } = useTranslation(['clock', 'attendance']);
  const { data: config, isFetched: configFetched } = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const groups = useRef<{ points: L.LayerGroup; position: L.LayerGroup; draft: L.LayerGroup } | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!element.current) return;
    // No view yet: the fitting effect below sets the first one, once. Layers added before it wait
    // for it, so the map lays out its grid and layers once instead of at an overview first and then
    // again at the points (a 60 ms task less on a slow phone).
    const map = L.map(element.current, {
      zoomControl: false,
      attributionControl: false,
      // A page scrolls with the wheel; zooming is the buttons' and the fingers' job.
      scrollWheelZoom: false,
      maxZoom: DEFAULT_MAX_ZOOM,
    });
    new GridLayer({ tileSize: 256, zIndex: 0 }).addTo(map);
    L.control.scale({ imperial: false, position: 'bottomleft', maxWidth: 120 }).addTo(map);
    groups.current = {
      points: L.layerGroup().addTo(map),
      position: L.layerGroup().addTo(map),
      draft: L.layerGroup().addTo(map),
    };
    map.on('click', (event: L.LeafletMouseEvent) => {
      const at = event.latlng.wrap();
      pickRef.current?.({ latitude: at.lat, longitude: at.lng });
    });
    // The map may start in a container that is still being laid out (a tab, a popup).
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element.current);
    mapRef.current = map;
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      groups.current = null;
    };
  }, []);

  // Zoom buttons are labelled in the reader's language, so they follow a language switch.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = L.control.zoom({
      position: 'topright',
      zoomInTitle: t('clock:map.zoomIn'),
      zoomOutTitle: t('clock:map.zoomOut'),
    });
    zoom.addTo(map);
    return () => {
      zoom.remove();
    };
  }, [t]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !config) return;
    map.setMaxZoom(config.maxZoom || DEFAULT_MAX_ZOOM);
    const attribution = L.control.attribution({ prefix: false, position: 'bottomright' });
    if (config.attribution) attribution.addAttribution(config.attribution);
    attribution.addTo(map);
    if (!config.tileUrl) {
      return () => {
        attribution.remove();
      };
    }
    setTilesFailed(false);
    const tiles = L.tileLayer(config.tileUrl, { maxZoom: config.maxZoom || DEFAULT_MAX_ZOOM, zIndex: 1 });
    // Failed tiles stay transparent over the grid; the note tells the reader why the map is plain.
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    return () => {
      tiles.remove();
      attribution.remove();
    };
  }, [config]);

  useEffect(() => {
    const group = groups.current?.points;
    if (!group) return;
    group.clearLayers();
    // Labels on every point would cover a crowded map; names are in the list under it then.
    const labelled = points.length <= 6;
    for (const point of points) {
      const center = L.latLng(point.latitude, point.longitude);
      if (point.limit > 0) {
        L.circle(center, {
          radius: point.limit,
          color: BLUE,
          weight: 1.5,
          fillColor: BLUE,
          fillOpacity: 0.08,
          interactive: false,
        }).addTo(group);
      }
      const range =
        point.limit === UNLIMITED_RANGE
          ? t('attendance:unlimited')
          : t('attendance:meters', { count: point.limit });
      const marker = L.marker(center, { icon: dotIcon('point'), keyboard: false, title: point.name });
      marker.bindTooltip(textLabel(`${point.name} · ${range}`), {
        permanent: labelled,
        direction: 'top',
        offset: [0, -10],
        className: 'position-map__label',
      });
      marker.addTo(group);
    }
  }, [points, t]);

  useEffect(() => {
    const group = groups.current?.position;
    if (!group) return;
    group.clearLayers();
    if (!position) return;
    const center = L.latLng(position.latitude, position.longitude);
    if (position.accuracy > 0) {
      L.circle(center, {
        radius: position.accuracy,
        stroke: false,
        fillColor: BLUE,
        fillOpacity: 0.15,
        interactive: false,
      }).addTo(group);
    }
    L.circleMarker(center, {
      radius: 7,
      color: '#fff',
      weight: 3,
      fillColor: BLUE,
      fillOpacity: 1,
    })
      .bindTooltip(textLabel(t('clock:map.you')), {
        permanent: true,
        direction: 'bottom',
        offset: [0, 8],
        className: 'position-map__label position-map__label--you',
      })
      .addTo(group);
  }, [position, t]);

  useEffect(() => {
    const group = groups.current?.draft;
    if (!group) return;
    group.clearLayers();
    if (!draft) return;
    const center = L.latLng(draft.latitude, draft.longitude);
    if (draft.limit && draft.limit > 0) {
      L.circle(center, {
        radius: draft.limit,
        color: ORANGE,
        weight: 2,
        dashArray: '6 6',
        fillColor: ORANGE,
        fillOpacity: 0.1,
        interactive: false,
      }).addTo(group);
    }
    L.marker(center, { icon: dotIcon('draft'), keyboard: false, interactive: false }).addTo(group);
  }, [draft]);

  // Fit what there is to see when the points or the position change, not when the user taps a draft
  // point (the view would jump under their finger).
  const fitKey = JSON.stringify([
    points.map((p) => [p.id, p.latitude, p.longitude, p.limit]),
    position ? [position.latitude, position.longitude, Math.round(position.accuracy)] : null,
  ]);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const viewed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey stands for points and position.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const fit = () => {
      viewed.current = true;
      fitView(map);
    };
    if (viewed.current) {
      fit();
      return;
    }
    // The first view measures the map's box and lays out every layer: after the next paint, in a
    // task of its own, the page's layout is done and the mount's task stays short (on a slow
    // phone the two together were one 100 ms task).
    return afterNextPaint(fit);
  }, [fitKey]);

  function fitView(map: L.Map) {
    const areas = points.map((p) => areaOf(p.latitude, p.longitude, p.limit));
    if (position) areas.push(areaOf(position.latitude, position.longitude, position.accuracy));
    const current = draftRef.current;
    if (current) areas.push(areaOf(current.latitude, current.longitude, current.limit));
    const [first, ...rest] = areas;
    if (!first) {
      map.setView(OVERVIEW, OVERVIEW_ZOOM);
      return;
    }
    const bounds = rest.reduce(
      (all, area) => all.extend(area),
      L.latLngBounds(first.getSouthWest(), first.getNorthEast()),
    );
    if (bounds.getSouthWest().equals(bounds.getNorthEast())) {
      map.setView(bounds.getCenter(), SINGLE_POINT_ZOOM);
    } else {
      map.fitBounds(bounds, { padding: [28, 28], maxZoom: FIT_MAX_ZOOM });
    }
  }

  const plain = configFetched && (!config?.tileUrl || tilesFailed);
  return (
    <div className="position-map" style={{ height }}>
      <div ref={element} className="position-map__canvas" role="application" aria-label={label} />
      {plain ? <span className="position-map__note">{t('clock:map.gridOnly')}</span> : null}
    </div>
  );
}
