/* eslint-disable */
// GENERATED FILE - DO NOT EDIT.
// Produced by `npm run gen:types` (scripts/gen-types.mjs) from schemas/*.schema.json;
// edit the schemas and regenerate. CI fails when this file is out of date.

/** Names of the schema documents of schemas/ (file name without .schema.json). */
export type SchemaName = 'color-scale' | 'dashboard' | 'fragment' | 'include' | 'indicator-definition' | 'indicator-request' | 'indicators' | 'localized-text' | 'metadata' | 'render-condition' | 'tenant' | 'widget';

/** The JSON Schema documents of schemas/, as data (for key ordering, docs and editors). */
export const schemaDocuments: Readonly<Record<SchemaName, Readonly<Record<string, unknown>>>> = {
  "color-scale": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/color-scale.schema.json",
    "title": "ColorScale",
    "description": "Ordered bands that colour a value. Each band states its bounds explicitly: `from` (value >= from) or `above` (value > above) for the lower bound, `upTo` (value <= upTo) or `below` (value < below) for the upper bound. \"Red up to 40, neutral above 40, green above 80\" is `[{upTo:40,color:red},{above:40,upTo:80,color:neutral},{above:80,color:green}]`. Bands are listed from low to high; the first may have no lower bound and the last no upper bound. Lint reports gaps, overlaps and unordered bounds.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "bands"
    ],
    "properties": {
      "description": {
        "description": "What the scale is for, for people reading the configuration.",
        "$ref": "localized-text.schema.json"
      },
      "range": {
        "description": "The values the scale is made for, when they are bounded: { min: 0, max: 10 } for 0–10 answers, { min: -100, max: 100 } for an NPS score, { min: 0, max: 100 } for percentages. Optional (schemaVersion 2 files without it stay valid). Lint (`color-scale-range`) reports a widget or request that colours, on a scale with a range, values an indicator yields on another range — an NPS score (−100 to 100) on a 0–10 answer scale, an average 1–5 on a 0–100 scale. Counts and hours have no range: leave it out.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "min",
          "max"
        ],
        "properties": {
          "min": {
            "description": "Lowest value of the scale.",
            "type": "number"
          },
          "max": {
            "description": "Highest value of the scale (greater than min).",
            "type": "number"
          }
        }
      },
      "bands": {
        "description": "The bands, from the lowest values to the highest.",
        "type": "array",
        "minItems": 1,
        "items": {
          "$ref": "#/$defs/band"
        }
      }
    },
    "$defs": {
      "band": {
        "title": "ColorBand",
        "description": "One band of a colour scale: the values between its bounds take its colour.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "color"
        ],
        "properties": {
          "from": {
            "description": "Inclusive lower bound: the band holds values >= from.",
            "type": "number"
          },
          "above": {
            "description": "Exclusive lower bound: the band holds values > above.",
            "type": "number"
          },
          "upTo": {
            "description": "Inclusive upper bound: the band holds values <= upTo.",
            "type": "number"
          },
          "below": {
            "description": "Exclusive upper bound: the band holds values < below.",
            "type": "number"
          },
          "color": {
            "description": "Colour of the band: a palette token or a #RRGGBB colour.",
            "$ref": "#/$defs/color"
          },
          "label": {
            "description": "Name of the band shown in legends (for example 'Crítico').",
            "$ref": "localized-text.schema.json"
          }
        },
        "not": {
          "description": "A band has at most one lower bound and at most one upper bound.",
          "anyOf": [
            {
              "required": [
                "from",
                "above"
              ]
            },
            {
              "required": [
                "upTo",
                "below"
              ]
            }
          ]
        }
      },
      "color": {
        "title": "Color",
        "description": "A colour: a palette token (preferred, so themes can change it) or an explicit #RRGGBB value.",
        "anyOf": [
          {
            "title": "Color de la paleta",
            "x-voz-help": "Un color con nombre de la paleta de Voz: de estado, de gráficos (1 a 8) o de satisfacción (5 la mejor, 1 la peor).",
            "$ref": "#/$defs/paletteToken"
          },
          {
            "title": "Color explícito",
            "type": "string",
            "pattern": "^#[0-9A-Fa-f]{6}$",
            "description": "An explicit colour as #RRGGBB.",
            "x-voz-help": "Un color explícito en formato #RRGGBB."
          }
        ]
      },
      "paletteToken": {
        "title": "PaletteToken",
        "description": "A named colour of the Voz palette. green, amber, red, redSoft and cyan are the catalogue's status colours; chart1..chart8 the categorical chart colours; satisfaction5 (best) .. satisfaction1 (worst) the five satisfaction colours from green to dark red; neutral the colour of values between bands.",
        "type": "string",
        "enum": [
          "green",
          "amber",
          "red",
          "redSoft",
          "cyan",
          "neutral",
          "chart1",
          "chart2",
          "chart3",
          "chart4",
          "chart5",
          "chart6",
          "chart7",
          "chart8",
          "satisfaction1",
          "satisfaction2",
          "satisfaction3",
          "satisfaction4",
          "satisfaction5"
        ],
        "x-voz-enumNames": {
          "green": "Verde",
          "amber": "Ámbar",
          "red": "Rojo",
          "redSoft": "Rojo suave",
          "cyan": "Cian",
          "neutral": "Neutro (gris)",
          "chart1": "Gráfico 1 (azul)",
          "chart2": "Gráfico 2 (verde azulado)",
          "chart3": "Gráfico 3 (ámbar)",
          "chart4": "Gráfico 4 (violeta)",
          "chart5": "Gráfico 5 (rosa)",
          "chart6": "Gráfico 6 (celeste)",
          "chart7": "Gráfico 7 (verde claro)",
          "chart8": "Gráfico 8 (gris azulado)",
          "satisfaction1": "Satisfacción 1 (la peor, rojo oscuro)",
          "satisfaction2": "Satisfacción 2 (rojo suave)",
          "satisfaction3": "Satisfacción 3 (ámbar)",
          "satisfaction4": "Satisfacción 4 (verde)",
          "satisfaction5": "Satisfacción 5 (la mejor, verde oscuro)"
        },
        "x-voz-palette": {
          "green": "#88DD76",
          "amber": "#F3AF5A",
          "red": "#CD4245",
          "redSoft": "#DB7476",
          "cyan": "#8CF0EA",
          "neutral": "#B8C0CC",
          "chart1": "#3B6FD8",
          "chart2": "#36B3A8",
          "chart3": "#F3AF5A",
          "chart4": "#8E6BD8",
          "chart5": "#E5738F",
          "chart6": "#5BB6E8",
          "chart7": "#9CC65A",
          "chart8": "#7A8699",
          "satisfaction1": "#8E1B1E",
          "satisfaction2": "#DB7476",
          "satisfaction3": "#F3AF5A",
          "satisfaction4": "#88DD76",
          "satisfaction5": "#3F9E4D"
        }
      },
      "colorScaleRef": {
        "title": "ColorScaleRef",
        "description": "A colour scale: the name of one of the tenant's `colorScales`, or a scale written in place.",
        "anyOf": [
          {
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9_-]*$",
            "description": "Name of a colour scale of the tenant (tenant.json `colorScales`)."
          },
          {
            "$ref": "#"
          }
        ]
      }
    }
  },
  "dashboard": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/dashboard.schema.json",
    "title": "Dashboard",
    "description": "One dashboard of a tenant (`<tenant>/<key>.json`): its title, background, the fragments it includes and its widgets on the 4-column grid.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "schemaVersion",
      "key",
      "title",
      "widgets"
    ],
    "properties": {
      "$schema": {
        "description": "Path or URL of this JSON Schema, for editors.",
        "type": "string"
      },
      "schemaVersion": {
        "description": "Version of the file format; 2 is current (1 is the legacy shape, upgraded by `npm run migrate`).",
        "const": 2
      },
      "key": {
        "description": "Key of the dashboard: the file name without .json, used by the assignment rules.",
        "$ref": "tenant.schema.json#/$defs/dashboardKey"
      },
      "title": {
        "description": "Title of the dashboard.",
        "$ref": "localized-text.schema.json"
      },
      "description": {
        "description": "What the dashboard is for and who sees it.",
        "$ref": "localized-text.schema.json"
      },
      "background": {
        "description": "Background style: `default` unless a variant's condition holds (first match wins).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "default"
        ],
        "properties": {
          "default": {
            "description": "Style when no variant holds.",
            "$ref": "#/$defs/backgroundStyle"
          },
          "variants": {
            "description": "Styles chosen by condition; the first whose `when` holds wins.",
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "when",
                "style"
              ],
              "properties": {
                "when": {
                  "description": "When this style applies.",
                  "$ref": "render-condition.schema.json"
                },
                "style": {
                  "description": "The style.",
                  "$ref": "#/$defs/backgroundStyle"
                }
              }
            }
          }
        }
      },
      "includes": {
        "description": "Fragments whose widgets join this dashboard's.",
        "type": "array",
        "items": {
          "$ref": "include.schema.json"
        }
      },
      "widgets": {
        "description": "The dashboard's own widgets.",
        "type": "array",
        "items": {
          "$ref": "widget.schema.json"
        }
      }
    },
    "$defs": {
      "backgroundStyle": {
        "title": "BackgroundStyle",
        "description": "hero: the branded header image behind the first rows; default: the plain background.",
        "type": "string",
        "enum": [
          "hero",
          "default"
        ]
      }
    }
  },
  "fragment": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/fragment.schema.json",
    "title": "Fragment",
    "description": "A section or set of widgets reused by several dashboards (`<tenant>/fragments/<name>.json` or `_shared/fragments/<name>.json`). Positions are relative to the fragment's top-left cell; an include moves them.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "schemaVersion",
      "widgets"
    ],
    "properties": {
      "$schema": {
        "description": "Path or URL of this JSON Schema, for editors.",
        "type": "string"
      },
      "schemaVersion": {
        "description": "Version of the file format; 2 is current.",
        "const": 2
      },
      "description": {
        "description": "What the fragment holds and who includes it.",
        "$ref": "localized-text.schema.json"
      },
      "includes": {
        "description": "Other fragments this one includes (cycles are reported).",
        "type": "array",
        "items": {
          "$ref": "include.schema.json"
        }
      },
      "widgets": {
        "description": "The fragment's widgets.",
        "type": "array",
        "items": {
          "$ref": "widget.schema.json"
        }
      }
    }
  },
  "include": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/include.schema.json",
    "title": "Include",
    "description": "Brings the widgets of a fragment (a file of `fragments/`, of the tenant or of `dashboards/_shared/`) into a dashboard, moved to a position, optionally only some of them, under a condition, with overrides. Lints run on the resolved dashboard.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "fragment"
    ],
    "properties": {
      "fragment": {
        "description": "Name of the fragment file without .json: `<tenant>/fragments/<name>.json`, or `_shared/fragments/<name>.json` when `shared` is true.",
        "type": "string",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]*$"
      },
      "shared": {
        "description": "Take the fragment from dashboards/_shared/fragments/ instead of the tenant's own fragments/.",
        "type": "boolean"
      },
      "position": {
        "description": "[column, row] where the fragment's top-left cell lands: its widgets' positions are offset by it (default [0, 0]).",
        "$ref": "widget.schema.json#/$defs/position"
      },
      "widgets": {
        "description": "Only these widget ids of the fragment (all when absent).",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "$ref": "widget.schema.json#/$defs/widgetId"
        }
      },
      "idPrefix": {
        "description": "Prefix added to the ids of the included widgets, so a fragment can be included twice.",
        "type": "string",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$"
      },
      "renderCondition": {
        "description": "Condition added (with `all`) to every included widget's own condition.",
        "$ref": "render-condition.schema.json"
      },
      "indicatorMap": {
        "description": "Renames the indicators the fragment's widgets request, so one fragment serves several indicator families (an after-sales section written with POSVENTA_* shown with SERVICIO_*). A key is an indicator name (exact rename) or a name prefix ending in `*` (prefix rename: `\"POSVENTA_*\": \"SERVICIO_*\"` turns POSVENTA_NPS into SERVICIO_NPS); an exact key wins over prefixes, a longer prefix over a shorter one, and each name is renamed once (no chains). It rewrites the `indicator` of every request in the `indicators` of the included widgets (the fragment's own and those its includes bring, after their own maps), before this include's `overrides`: requests an override writes are taken as written. Ids, `key`s (a request without `key` is read under its new name), prefix, position and conditions are not touched. Every renamed indicator must exist in the tenant's indicators.json (`voz validate` reports a rename to an unknown indicator at its entry here). Optional; added in schemaVersion 2 without a migration.",
        "$ref": "#/$defs/indicatorMap"
      },
      "overrides": {
        "description": "Widget id (in the fragment, without prefix) -> fields replacing the fragment's. `config` is merged key by key; every other field is replaced whole.",
        "type": "object",
        "propertyNames": {
          "$ref": "widget.schema.json#/$defs/widgetId"
        },
        "additionalProperties": {
          "$ref": "#/$defs/override"
        }
      }
    },
    "$defs": {
      "indicatorMap": {
        "title": "IndicatorMap",
        "description": "Indicator renames of an include: exact names, or prefixes ending in `*` (see the include's `indicatorMap`).",
        "type": "object",
        "minProperties": 1,
        "propertyNames": {
          "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]*\\*?$",
          "maxLength": 120
        },
        "patternProperties": {
          "\\*$": {
            "description": "Prefix rename: the new prefix, also ending in `*`.",
            "type": "string",
            "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]*\\*$",
            "maxLength": 120
          },
          "^[A-Za-z0-9][A-Za-z0-9_.-]*$": {
            "description": "Exact rename: the new indicator name.",
            "$ref": "indicator-request.schema.json#/$defs/indicatorName"
          }
        }
      },
      "override": {
        "title": "WidgetOverride",
        "description": "Fields of an included widget replaced in this dashboard.",
        "type": "object",
        "additionalProperties": false,
        "minProperties": 1,
        "properties": {
          "title": {
            "description": "Replaces the title.",
            "$ref": "localized-text.schema.json"
          },
          "subTitle": {
            "description": "Replaces the subtitle.",
            "$ref": "localized-text.schema.json"
          },
          "helpText": {
            "description": "Replaces the help text.",
            "$ref": "localized-text.schema.json"
          },
          "position": {
            "description": "Replaces the position (in the fragment's coordinates, before the include's offset).",
            "$ref": "widget.schema.json#/$defs/position"
          },
          "size": {
            "description": "Replaces the size.",
            "$ref": "widget.schema.json#/$defs/size"
          },
          "renderCondition": {
            "description": "Replaces the widget's own condition.",
            "$ref": "render-condition.schema.json"
          },
          "layouts": {
            "description": "Replaces the layout variants.",
            "type": "array",
            "items": {
              "$ref": "widget.schema.json#/$defs/layoutVariant"
            }
          },
          "config": {
            "description": "Merged into the widget's config, key by key.",
            "type": "object"
          },
          "indicators": {
            "description": "Replaces the indicator requests.",
            "type": "array",
            "items": {
              "$ref": "indicator-request.schema.json"
            }
          }
        }
      }
    }
  },
  "indicator-definition": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/indicator-definition.schema.json",
    "title": "IndicatorDefinition",
    "description": "How one indicator of a tenant is computed, discriminated by `source`: answers to survey questions, comments, alerts, survey counts, notifications or social mentions.",
    "type": "object",
    "required": [
      "source"
    ],
    "discriminator": {
      "propertyName": "source"
    },
    "oneOf": [
      {
        "$ref": "#/$defs/surveyIndicator"
      },
      {
        "$ref": "#/$defs/commentsIndicator"
      },
      {
        "$ref": "#/$defs/alertsIndicator"
      },
      {
        "$ref": "#/$defs/surveyCountIndicator"
      },
      {
        "$ref": "#/$defs/notificationsIndicator"
      },
      {
        "$ref": "#/$defs/socialIndicator"
      }
    ],
    "$defs": {
      "surveyIndicator": {
        "title": "SurveyIndicator",
        "description": "A value computed from the answers to one or several questions of one or several critical moments.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "source",
          "criticalMoments",
          "questions",
          "formula"
        ],
        "properties": {
          "source": {
            "description": "survey: answers to survey questions.",
            "const": "survey"
          },
          "description": {
            "description": "What the indicator measures, for people.",
            "$ref": "localized-text.schema.json"
          },
          "criticalMoments": {
            "description": "Critical moments whose responses count (with their descendants).",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "questions": {
            "description": "Question ids of metadata.json whose answers are combined.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "formula": {
            "description": "How answers become a value.",
            "$ref": "#/$defs/formula"
          },
          "scale": {
            "description": "Scale of the answers; defaults to the tenant's rating range.",
            "$ref": "#/$defs/scale"
          }
        }
      },
      "commentsIndicator": {
        "title": "CommentsIndicator",
        "description": "Values computed from the comments of responses: sentiment shares, tag counts, word counts, or the comments themselves.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "source",
          "measure"
        ],
        "properties": {
          "source": {
            "description": "comments: comments of responses.",
            "const": "comments"
          },
          "description": {
            "description": "What the indicator measures, for people.",
            "$ref": "localized-text.schema.json"
          },
          "measure": {
            "description": "sentiment: positive/neutral/negative counts and shares (value/count*100); tags: counts per tag with sentiment; words: word counts; list: the comments themselves (newest first).",
            "type": "string",
            "enum": [
              "sentiment",
              "tags",
              "words",
              "list"
            ]
          },
          "criticalMoments": {
            "description": "Critical moments whose comments count; all when absent.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "questions": {
            "description": "COMMENT question ids whose answers are read; every comment question when absent.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          }
        }
      },
      "alertsIndicator": {
        "title": "AlertsIndicator",
        "description": "Values computed from alerts.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "source",
          "measure"
        ],
        "properties": {
          "source": {
            "description": "alerts: the tenant's alerts.",
            "const": "alerts"
          },
          "description": {
            "description": "What the indicator measures, for people.",
            "$ref": "localized-text.schema.json"
          },
          "measure": {
            "description": "counters: not_handled, in_process, closed and wows; count: number of alerts (per group); firstResponseTime: hours to the first response of alerts IN_PROCESS or CLOSED, split fast/slow at `baseHours` (36 h when absent).",
            "type": "string",
            "enum": [
              "counters",
              "count",
              "firstResponseTime"
            ]
          },
          "baseHours": {
            "description": "firstResponseTime only: a first response is fast when it took strictly under this many whole hours, slow from it on (dashboard-catalogue §9.1 \"alert response time base 36 hours\"; 36 when absent). Optional; added in schema version 2 (additive: no file migration).",
            "type": "integer",
            "minimum": 1,
            "maximum": 720
          },
          "types": {
            "description": "Alert types counted; all when absent.",
            "type": "array",
            "uniqueItems": true,
            "minItems": 1,
            "items": {
              "type": "string",
              "enum": [
                "INCIDENT",
                "RESCUE",
                "ABANDON",
                "WOW"
              ]
            }
          }
        }
      },
      "surveyCountIndicator": {
        "title": "SurveyCountIndicator",
        "description": "Counts of survey responses by status.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "source",
          "measure"
        ],
        "properties": {
          "source": {
            "description": "surveys: survey responses counted.",
            "const": "surveys"
          },
          "description": {
            "description": "What the indicator measures, for people.",
            "$ref": "localized-text.schema.json"
          },
          "measure": {
            "description": "count: answered responses (per group); counters: answered, in progress and not handled counts with response and valid percentages.",
            "type": "string",
            "enum": [
              "count",
              "counters"
            ]
          },
          "criticalMoments": {
            "description": "Critical moments whose responses count; all when absent.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "statuses": {
            "description": "Response statuses counted; ANSWERED when absent.",
            "type": "array",
            "uniqueItems": true,
            "minItems": 1,
            "items": {
              "type": "string",
              "enum": [
                "ANSWERED",
                "NOT_ANSWERED",
                "INVALID",
                "IN_PROGRESS"
              ]
            }
          }
        }
      },
      "notificationsIndicator": {
        "title": "NotificationsIndicator",
        "description": "Counts of survey invitations (notifications) by status: registered, sent, error, opened, clicked, answered, queued, processed.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "source"
        ],
        "properties": {
          "source": {
            "description": "notifications: survey invitations.",
            "const": "notifications"
          },
          "description": {
            "description": "What the indicator measures, for people.",
            "$ref": "localized-text.schema.json"
          },
          "workflowName": {
            "description": "Workflow whose invitations are counted (venta, postventa); all when absent.",
            "type": "string",
            "pattern": "^[a-z][a-z0-9_-]*$"
          }
        }
      },
      "socialIndicator": {
        "title": "SocialIndicator",
        "description": "Values computed from social-network mentions (external source).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "source",
          "measure"
        ],
        "properties": {
          "source": {
            "description": "social: mentions from social networks.",
            "const": "social"
          },
          "description": {
            "description": "What the indicator measures, for people.",
            "$ref": "localized-text.schema.json"
          },
          "measure": {
            "description": "mentions: mention counts; sentiment: positive/neutral/negative shares; keywords: most frequent keywords; engagement: average likes.",
            "type": "string",
            "enum": [
              "mentions",
              "sentiment",
              "keywords",
              "engagement"
            ]
          },
          "channels": {
            "description": "Channels of metadata.json the mentions come from (7 for social networks).",
            "$ref": "render-condition.schema.json#/$defs/idList"
          }
        }
      },
      "formula": {
        "title": "FormulaName",
        "description": "A formula name, defined exactly in docs/decisions/formulas.md: nps (0–10: % promoters 9–10 minus % detractors 0–6), nps-10 (same, explicit 0–10), nps-5 (1–5: promoters 5, detractors 1–3), average, wavg (weighted average), avgmax-10 (average rescaled to 0–10), count-number (number of answers), top-two-box (% of answers in the top two points of the scale), sentiment-percentage (value/count*100).",
        "type": "string",
        "enum": [
          "nps",
          "nps-10",
          "nps-5",
          "average",
          "wavg",
          "avgmax-10",
          "count-number",
          "top-two-box",
          "sentiment-percentage"
        ]
      },
      "scale": {
        "title": "Scale",
        "description": "Inclusive range of an answer scale, such as 0–10 or 1–5.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "min",
          "max"
        ],
        "properties": {
          "min": {
            "description": "Lowest possible answer.",
            "type": "integer",
            "minimum": 0
          },
          "max": {
            "description": "Highest possible answer.",
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          }
        }
      }
    }
  },
  "indicator-request": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/indicator-request.schema.json",
    "title": "IndicatorRequest",
    "description": "What a widget asks a backend for. `indicator` names an entry of the tenant's indicators.json; packages/core turns the request, the filter state and the tenant into a concrete call (backend, method, path, query, body) through one routing table.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "indicator"
    ],
    "properties": {
      "indicator": {
        "description": "Indicator code: a key of the tenant's indicators.json (for example VENTA_NPS, SENTIMENT, ALERT_COUNTERS).",
        "$ref": "#/$defs/indicatorName"
      },
      "key": {
        "description": "Name under which the widget reads this request's rows, when it makes several requests (for example 'current' and 'historic'). Defaults to the indicator code.",
        "type": "string",
        "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
      },
      "url": {
        "description": "A call other than the indicator values call, named by its path in the routing table (for example 'survey-responses/values', 'dashboard/resume', 'reports/indicators-dashboard', 'external-social/mentions').",
        "type": "string",
        "pattern": "^[a-z][a-z0-9_/{}.-]*$"
      },
      "label": {
        "description": "Label of this series in legends and tables.",
        "$ref": "localized-text.schema.json"
      },
      "value": {
        "description": "Field of each row read as the value (default `value`).",
        "$ref": "#/$defs/rowField"
      },
      "singleton": {
        "description": "The widget uses one row only (the first after sorting).",
        "type": "boolean"
      },
      "sort": {
        "description": "Order applied to the rows before `limit`.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "field"
        ],
        "properties": {
          "field": {
            "description": "Row field to sort on.",
            "$ref": "#/$defs/rowField"
          },
          "order": {
            "description": "asc (smallest first) or desc (largest first, default).",
            "type": "string",
            "enum": [
              "asc",
              "desc"
            ]
          }
        }
      },
      "limit": {
        "description": "Largest number of rows asked for (word cloud 50, comments 100...).",
        "type": "integer",
        "minimum": 1,
        "maximum": 10000
      },
      "groupBy": {
        "description": "Dimensions the rows are grouped by, outermost first (the social mention rows use two: channel then date).",
        "type": "array",
        "minItems": 1,
        "maxItems": 3,
        "uniqueItems": true,
        "items": {
          "$ref": "#/$defs/groupBy"
        }
      },
      "dataType": {
        "description": "list: the widget reads every row; single: it reads one value.",
        "type": "string",
        "enum": [
          "list",
          "single"
        ]
      },
      "keyExtract": {
        "description": "Fields of each row the widget reads; others may be left out by the backend.",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "$ref": "#/$defs/rowField"
        }
      },
      "colorScale": {
        "description": "Colour scale of this request's values (a tenant scale name or a scale written here), used over the widget's `colorScale` by the widgets that show one line per request or per row of one request (general-indicators-table, nps-table), so a table mixing 1–5 averages and NPS colours each line on its own scale. Optional; added in schema version 2 (additive: no file migration).",
        "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
      },
      "extras": {
        "description": "Further parameters of the call. Values given here take precedence over the filter state (a widget pinned to the sales moment uses `criticalMomentInclude: [1]` whatever the user selected).",
        "$ref": "#/$defs/extras"
      }
    },
    "$defs": {
      "indicatorName": {
        "title": "IndicatorName",
        "description": "An indicator code: letters, digits, `_`, `-` and `.` (hash-like codes allowed).",
        "type": "string",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]*$",
        "maxLength": 120
      },
      "groupBy": {
        "title": "GroupBy",
        "description": "A grouping dimension of indicator rows. `advisor`: the person who served the response (seller, pump attendant, driver), rows labelled and keyed by the advisor's name; responses without an advisor are left out. `formattedBimester`: two-month periods of the calendar year, labelled `YYYY-B` with B = 1 (January–February) … 6 (November–December); a time grouping like formattedMonth (periods, linear regression), whose labels need no `bimonthlyRelabel` mapper. `context`: an operation field of the responses declared in metadata.json `responseContext.fields`, named by `extras.contextField` (rows keyed and labelled by the field's value; responses without it are left out). All three added in schema version 2 (additive: no file migration).",
        "type": "string",
        "enum": [
          "question",
          "tag",
          "status",
          "mlCluster",
          "geoLocation",
          "logicalLocation",
          "formattedMonth",
          "formattedWeek",
          "criticalMoment",
          "alertType",
          "alertStatus",
          "channel",
          "date",
          "week",
          "numberAnswer",
          "responseValue",
          "advisor",
          "formattedBimester",
          "context"
        ]
      },
      "rowField": {
        "title": "RowField",
        "description": "A field of an indicator result row.",
        "type": "string",
        "enum": [
          "group",
          "groupId",
          "groupName",
          "label",
          "value",
          "count",
          "position",
          "groupCount",
          "positive",
          "negative",
          "neutral",
          "promoters",
          "passives",
          "detractors",
          "answeredCount",
          "inProgressCount",
          "notHandledCount",
          "handledPerc",
          "validPerc",
          "description",
          "children",
          "details",
          "tags",
          "categories",
          "resume"
        ]
      },
      "extras": {
        "title": "IndicatorExtras",
        "description": "Extra parameters of an indicator request (dashboard-catalogue §3.1).",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "criticalMomentId": {
            "description": "A single critical moment the request is pinned to.",
            "type": "integer",
            "minimum": 0
          },
          "criticalMomentInclude": {
            "description": "Critical moments (with their descendants) to include, replacing the selected ones.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "criticalMomentExclude": {
            "description": "Critical moments (with their descendants) to leave out.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "geographicDistributions": {
            "description": "Geographies (with descendants) to include, replacing the selected ones.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "logicalDistributions": {
            "description": "Logical locations (with descendants) to include, replacing the selected ones.",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "channelInclude": {
            "description": "Channels to include, replacing the selected ones (social listening uses channel 7).",
            "$ref": "render-condition.schema.json#/$defs/idList"
          },
          "responseValues": {
            "description": "Answers to filter on: question id -> accepted options.",
            "type": "object",
            "propertyNames": {
              "pattern": "^[0-9]+$"
            },
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          "periods": {
            "description": "Number of periods of a historic series (6 for trends, 10 days or 6 weeks of mentions, 13 weeks, 3 for regression). Makes the call the historic GET variant.",
            "type": "integer",
            "minimum": 1,
            "maximum": 60
          },
          "formula": {
            "description": "Formula of the values (see docs/decisions/formulas.md); overrides the indicator definition's.",
            "$ref": "indicator-definition.schema.json#/$defs/formula"
          },
          "groupByLevel": {
            "description": "Geography level rows are rolled up to (2 zone, 3 distributor).",
            "type": "integer",
            "minimum": 1,
            "maximum": 10
          },
          "groupNameFormat": {
            "description": "'description': group names are the descriptions of the nodes instead of their names.",
            "type": "string",
            "enum": [
              "description"
            ]
          },
          "resultType": {
            "description": "top or bottom: only the best or worst rows; JSON or EXCEL for reports.",
            "type": "string",
            "enum": [
              "top",
              "bottom",
              "JSON",
              "EXCEL"
            ]
          },
          "topSize": {
            "description": "How many best rows (3, sometimes 5).",
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          },
          "bottomSize": {
            "description": "How many worst rows (3, sometimes 5).",
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          },
          "trunc": {
            "description": "Rounding used to split a short list into best and worst: HALF_DOWN gives the best part the smaller half, HALF_UP the larger.",
            "type": "string",
            "enum": [
              "HALF_UP",
              "HALF_DOWN"
            ]
          },
          "aggregation": {
            "description": "rankingPosition: the position of the user's geography among its peers; linearRegression: a projection of the series.",
            "type": "string",
            "enum": [
              "rankingPosition",
              "linearRegression"
            ]
          },
          "rankingPositionScope": {
            "description": "Peers of a ranking position: 0 the zone, 100 the whole country.",
            "type": "integer",
            "enum": [
              0,
              100
            ]
          },
          "featureInclude": {
            "description": "Backend features to switch on (zoomOut: rows of the parent level).",
            "type": "array",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "zoomOut"
              ]
            }
          },
          "featureExclude": {
            "description": "Backend features to switch off (groupByTopLocation).",
            "type": "array",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "groupByTopLocation"
              ]
            }
          },
          "useLcmApi": {
            "description": "Ask the lcm (core) backend with GET instead of the voc backend.",
            "type": "boolean"
          },
          "workflowName": {
            "description": "Workflow of dashboard/resume and dashboard/status calls (venta, postventa...).",
            "type": "string",
            "pattern": "^[a-z][a-z0-9_-]*$"
          },
          "omoikane": {
            "description": "The request feeds the AI-assistant page.",
            "type": "boolean"
          },
          "status": {
            "description": "Status of the source rows; 'external' for social-listening mentions.",
            "type": "string",
            "enum": [
              "external",
              "ANSWERED",
              "NOT_ANSWERED",
              "INVALID",
              "IN_PROGRESS"
            ]
          },
          "alertStatusInclude": {
            "description": "Alert statuses to count.",
            "type": "array",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "NOT_HANDLED",
                "IN_PROCESS",
                "CLOSED"
              ]
            }
          },
          "alertTypeInclude": {
            "description": "Alert types to count.",
            "type": "array",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "enum": [
                "INCIDENT",
                "RESCUE",
                "ABANDON",
                "WOW"
              ]
            }
          },
          "lastDays": {
            "description": "A window of the last N days ending on the filter's last day (or `dateTo`), replacing the range's first day: the social-listening mentions window is 60. Optional; added in schema version 2 (additive: no file migration).",
            "type": "integer",
            "minimum": 1,
            "maximum": 366
          },
          "sentiment": {
            "description": "Sentiment of the mentions a social top-keywords call counts: positive or negative (the top positive / negative topics); all mentions when absent. Optional; added in schema version 2 (additive: no file migration).",
            "type": "string",
            "enum": [
              "positive",
              "negative"
            ]
          },
          "interval": {
            "description": "The social overview chart's period (external-social/v3/analysis/overview/chart): day, week or month; by default the request's time grouping, else day. Sent in the chart's body; read with the `overviewChart` mapper. Optional; added in schema version 2 (additive: no file migration).",
            "type": "string",
            "enum": [
              "day",
              "week",
              "month"
            ]
          },
          "metric": {
            "description": "What the social overview chart's points measure: mentions (default), likes (their sum) or averageLikes (likes per mention).",
            "type": "string",
            "enum": [
              "mentions",
              "likes",
              "averageLikes"
            ]
          },
          "breakdown": {
            "description": "How the social overview chart splits the mentions into series: sentiment (default), network, or total (one series).",
            "type": "string",
            "enum": [
              "sentiment",
              "network",
              "total"
            ]
          },
          "contextField": {
            "description": "The response operation field a `context` grouping groups by: a `name` of metadata.json `responseContext.fields` (validated across files). Required with groupBy `context`.",
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9_]*$",
            "maxLength": 64
          },
          "contextValues": {
            "description": "Operation fields to filter on: field name (declared in metadata.json `responseContext.fields`, validated across files) -> accepted values, compared as text (like responseValues for answers; a response without the field is left out).",
            "type": "object",
            "propertyNames": {
              "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
            },
            "additionalProperties": {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "string"
              }
            }
          },
          "dateFrom": {
            "description": "Fixed first day (YYYY-MM-DD), replacing the selected range (static dashboards use 2018-01-01).",
            "$ref": "#/$defs/wireDate"
          },
          "dateTo": {
            "description": "Fixed last day (YYYY-MM-DD), replacing the selected range (static dashboards use 2120-12-31).",
            "$ref": "#/$defs/wireDate"
          }
        }
      },
      "wireDate": {
        "title": "WireDate",
        "description": "A calendar date as sent on the wire: YYYY-MM-DD.",
        "type": "string",
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"
      }
    }
  },
  "indicators": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/indicators.schema.json",
    "title": "IndicatorsFile",
    "description": "A tenant's indicators.json: every indicator code its dashboards may request, with how it is computed.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "schemaVersion",
      "indicators"
    ],
    "properties": {
      "$schema": {
        "description": "Path or URL of this JSON Schema, for editors.",
        "type": "string"
      },
      "schemaVersion": {
        "description": "Version of the file format; 2 is current.",
        "const": 2
      },
      "indicators": {
        "description": "Indicator code -> definition.",
        "type": "object",
        "propertyNames": {
          "$ref": "indicator-request.schema.json#/$defs/indicatorName"
        },
        "additionalProperties": {
          "$ref": "indicator-definition.schema.json"
        }
      }
    }
  },
  "localized-text": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/localized-text.schema.json",
    "title": "LocalizedText",
    "description": "Text shown to people, one entry per language. Spanish (`es`) is the default and fallback language, so it is required; `en` is required by lint only when the tenant offers English.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "es"
    ],
    "properties": {
      "es": {
        "title": "Español",
        "description": "Spanish text (default and fallback language).",
        "x-voz-help": "Texto en español (idioma por defecto y de respaldo).",
        "type": "string",
        "minLength": 1
      },
      "en": {
        "title": "Inglés",
        "description": "English text, shown when the user switches to English.",
        "x-voz-help": "Texto en inglés, mostrado cuando el usuario cambia a inglés.",
        "type": "string",
        "minLength": 1
      }
    }
  },
  "metadata": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/metadata.schema.json",
    "title": "TenantMetadata",
    "description": "A tenant's metadata.json: the critical-moment tree (with the questions of each moment and its response-value filters), the geography and logical trees, channels and clusters. Lints, indicators.json, the demo data and the portal's filters all read this one file. The roots of the trees must be the tenant's root ids.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "schemaVersion",
      "criticalMoments",
      "geographies",
      "logicals",
      "channels"
    ],
    "properties": {
      "$schema": {
        "description": "Path or URL of this JSON Schema, for editors.",
        "type": "string"
      },
      "schemaVersion": {
        "description": "Version of the file format; 2 is current.",
        "const": 2
      },
      "criticalMoments": {
        "description": "Root of the critical-moment (journey stage) tree.",
        "$ref": "#/$defs/criticalMoment"
      },
      "geographies": {
        "description": "The geography tree and the names of its levels.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "levels",
          "root"
        ],
        "properties": {
          "levels": {
            "description": "Names of the levels, from the root (level 1) down: country, zone (2), distributor (3)...",
            "type": "array",
            "minItems": 1,
            "items": {
              "$ref": "#/$defs/level"
            }
          },
          "root": {
            "description": "Root of the geography tree (level 1).",
            "$ref": "#/$defs/geoNode"
          }
        }
      },
      "logicals": {
        "description": "Root of the logical-location tree (business units, brands, lines...).",
        "$ref": "#/$defs/node"
      },
      "channels": {
        "description": "Channels responses come through.",
        "type": "array",
        "maxItems": 1000,
        "items": {
          "$ref": "#/$defs/channel"
        }
      },
      "clusters": {
        "description": "Customer clusters (segments) offered as a filter.",
        "type": "array",
        "maxItems": 1000,
        "items": {
          "$ref": "#/$defs/cluster"
        }
      },
      "responseContext": {
        "description": "Operation fields each survey response carries besides its answers (surveyResponseContext.surveyOperation: the bus trip's date, origin, destination, bus and driver). Declaring a field lets requests group by it (GroupBy `context` with `extras.contextField`) and filter on it (`extras.contextValues`). Optional, added in schema version 2 (additive: no file migration).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "fields"
        ],
        "properties": {
          "fields": {
            "description": "The declared fields, in the order they are listed to people.",
            "type": "array",
            "minItems": 1,
            "maxItems": 50,
            "items": {
              "$ref": "#/$defs/contextField"
            }
          }
        }
      }
    },
    "$defs": {
      "contextField": {
        "title": "ResponseContextField",
        "description": "One operation field of the survey responses.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "label",
          "type"
        ],
        "properties": {
          "name": {
            "description": "Key of the field in the response's operation (for example sOrigen, nAutobus, fFechaViaje).",
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9_]*$",
            "maxLength": 64
          },
          "label": {
            "description": "Name of the field shown to people.",
            "$ref": "localized-text.schema.json"
          },
          "type": {
            "description": "date: YYYY-MM-DD; text; number. Rows grouped by a field are keyed by its value as text.",
            "type": "string",
            "enum": [
              "date",
              "text",
              "number"
            ]
          }
        }
      },
      "id": {
        "title": "NodeId",
        "description": "Numeric id of a node, unique within its tree.",
        "type": "integer",
        "minimum": 0,
        "maximum": 2147483647
      },
      "name": {
        "title": "NodeName",
        "description": "Name of a node as users see it.",
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "level": {
        "title": "GeoLevel",
        "description": "One level of the geography tree.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "level",
          "name"
        ],
        "properties": {
          "level": {
            "description": "Depth, 1 for the root.",
            "type": "integer",
            "minimum": 1,
            "maximum": 10
          },
          "name": {
            "description": "Name of the level (País, Zona, Distribuidor...).",
            "$ref": "localized-text.schema.json"
          }
        }
      },
      "node": {
        "title": "TreeNode",
        "description": "A node of a logical tree.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "description": "Numeric id, unique in the tree.",
            "$ref": "#/$defs/id"
          },
          "name": {
            "description": "Name shown to users.",
            "$ref": "#/$defs/name"
          },
          "description": {
            "description": "Longer name (shown when groupNameFormat is 'description').",
            "type": "string"
          },
          "children": {
            "description": "Child nodes.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/node"
            }
          }
        }
      },
      "geoNode": {
        "title": "GeoNode",
        "description": "A node of the geography tree: a country, zone, distributor or branch.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "description": "Numeric id, unique in the tree.",
            "$ref": "#/$defs/id"
          },
          "name": {
            "description": "Name shown to users.",
            "$ref": "#/$defs/name"
          },
          "description": {
            "description": "Longer name (shown when groupNameFormat is 'description').",
            "type": "string"
          },
          "mapCode": {
            "description": "Code joining the node to a map shape: ISO 3166-1 numeric for countries, ISO 3166-2 for subdivisions (MX-JAL, CL-RM).",
            "type": "string",
            "pattern": "^([0-9]{3}|[A-Z]{2}-[A-Z0-9]{1,3})$"
          },
          "coordinates": {
            "description": "Location of the node as [longitude, latitude] in degrees (WGS 84), for point maps.",
            "type": "array",
            "prefixItems": [
              {
                "description": "Longitude in degrees.",
                "type": "number",
                "minimum": -180,
                "maximum": 180
              },
              {
                "description": "Latitude in degrees.",
                "type": "number",
                "minimum": -90,
                "maximum": 90
              }
            ],
            "items": false,
            "minItems": 2
          },
          "children": {
            "description": "Child nodes, one level down.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/geoNode"
            }
          }
        }
      },
      "criticalMoment": {
        "title": "CriticalMoment",
        "description": "A critical moment (journey stage such as sales, after-sales, test drive), with its questions and response-value filters.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "description": "Numeric id, unique in the tree (ids differ per tenant).",
            "$ref": "#/$defs/id"
          },
          "name": {
            "description": "Name shown to users.",
            "$ref": "#/$defs/name"
          },
          "description": {
            "description": "Longer name.",
            "type": "string"
          },
          "workflowName": {
            "description": "Workflow of the moment's survey invitations (venta, postventa...), for dashboard/resume and dashboard/status.",
            "type": "string",
            "pattern": "^[a-z][a-z0-9_-]*$"
          },
          "configurationUi": {
            "description": "How the portal's filters present the moment.",
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "metadataFilters": {
                "description": "Response-value filters offered when this moment is selected.",
                "type": "array",
                "items": {
                  "$ref": "#/$defs/metadataFilter"
                }
              }
            }
          },
          "questions": {
            "description": "Questions of this moment's survey. Ids are unique across the tenant.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/question"
            }
          },
          "children": {
            "description": "Child moments.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/criticalMoment"
            }
          }
        }
      },
      "metadataFilter": {
        "title": "MetadataFilter",
        "description": "A response-value filter: the answers of one question the user may filter on.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "questionId",
          "label",
          "options"
        ],
        "properties": {
          "questionId": {
            "description": "Question id (of this moment).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2147483647
          },
          "label": {
            "description": "Label of the filter.",
            "$ref": "localized-text.schema.json"
          },
          "options": {
            "description": "The answers offered.",
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "value",
                "label"
              ],
              "properties": {
                "value": {
                  "description": "Answer value as stored.",
                  "type": "string",
                  "minLength": 1
                },
                "label": {
                  "description": "Answer as shown.",
                  "$ref": "localized-text.schema.json"
                }
              }
            }
          }
        }
      },
      "question": {
        "title": "Question",
        "description": "A survey question.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "text",
          "type"
        ],
        "properties": {
          "id": {
            "description": "Numeric id, unique across the tenant.",
            "type": "integer",
            "minimum": 0,
            "maximum": 2147483647
          },
          "name": {
            "description": "Short name used in tables and rankings.",
            "type": "string",
            "minLength": 1
          },
          "text": {
            "description": "The question as asked.",
            "$ref": "localized-text.schema.json"
          },
          "type": {
            "description": "Answer type. CALCULATED questions (and sentiment or tag-connection questions) are hidden in response details.",
            "type": "string",
            "enum": [
              "NUMBER",
              "DECIMAL",
              "COMMENT",
              "CHOICE",
              "TEXT",
              "CALCULATED"
            ]
          },
          "scale": {
            "description": "Answer scale of NUMBER and DECIMAL questions.",
            "$ref": "indicator-definition.schema.json#/$defs/scale"
          },
          "options": {
            "description": "Answers offered by a CHOICE question.",
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "hidden": {
            "description": "Hidden in response details (sentiment and tag-connection questions).",
            "type": "boolean"
          }
        }
      },
      "channel": {
        "title": "Channel",
        "description": "A channel responses come through (branch, call center, app, social networks...).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "description": "Numeric id.",
            "$ref": "#/$defs/id"
          },
          "name": {
            "description": "Name shown to users.",
            "$ref": "#/$defs/name"
          },
          "description": {
            "description": "Longer description.",
            "type": "string"
          }
        }
      },
      "cluster": {
        "title": "Cluster",
        "description": "A customer cluster (segment).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "description": "Numeric id.",
            "$ref": "#/$defs/id"
          },
          "name": {
            "description": "Name shown to users.",
            "$ref": "#/$defs/name"
          },
          "description": {
            "description": "Longer description.",
            "type": "string"
          }
        }
      }
    }
  },
  "render-condition": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/render-condition.schema.json",
    "title": "RenderCondition",
    "description": "When something is shown. Exactly one property per node: `all`, `any` and `not` combine conditions; the other properties are leaves tested on the filter state (selected critical moments, geographies, logicals, channels — selections are multiple unless the tenant says otherwise, and an empty selection means the root), on the user (level, whether the scope is the highest) and on the tenant (language shown, features enabled).",
    "type": "object",
    "minProperties": 1,
    "maxProperties": 1,
    "additionalProperties": false,
    "properties": {
      "all": {
        "description": "Holds when every condition of the list holds (an empty list always holds).",
        "type": "array",
        "items": {
          "$ref": "#"
        }
      },
      "any": {
        "description": "Holds when at least one condition of the list holds (an empty list never holds).",
        "type": "array",
        "items": {
          "$ref": "#"
        }
      },
      "not": {
        "description": "Holds when the condition does not hold.",
        "$ref": "#"
      },
      "criticalMoments": {
        "description": "A test on the selected critical moments (ids of metadata.json).",
        "$ref": "#/$defs/selectionTest"
      },
      "geographies": {
        "description": "A test on the selected geographies (ids of metadata.json).",
        "$ref": "#/$defs/selectionTest"
      },
      "logicals": {
        "description": "A test on the selected logical locations (ids of metadata.json).",
        "$ref": "#/$defs/selectionTest"
      },
      "channels": {
        "description": "A test on the selected channels (ids of metadata.json); `isRoot` holds when no channel is selected.",
        "$ref": "#/$defs/selectionTest"
      },
      "levels": {
        "description": "Holds when the user's level is one of these (ids of tenant.json `levels`).",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "pattern": "^[a-z][a-zA-Z0-9-]*$"
        }
      },
      "highestScope": {
        "description": "true: holds when the user's geographic scope contains the geography root (the highest scope); false: when it does not.",
        "type": "boolean"
      },
      "languages": {
        "description": "Holds when the interface language is one of these.",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "$ref": "#/$defs/language"
        }
      },
      "feature": {
        "description": "Holds when the tenant has this feature enabled (tenant.json `features`).",
        "$ref": "#/$defs/feature"
      }
    },
    "$defs": {
      "selectionTest": {
        "title": "SelectionTest",
        "description": "A test on a multiple selection of ids: includesAny, includesAll, equals, isRoot or within (a subtree). Exactly one property. An empty selection stands for the root.",
        "type": "object",
        "minProperties": 1,
        "maxProperties": 1,
        "additionalProperties": false,
        "properties": {
          "includesAny": {
            "description": "Holds when the selection contains at least one of these ids.",
            "$ref": "#/$defs/idList"
          },
          "includesAll": {
            "description": "Holds when the selection contains every one of these ids.",
            "$ref": "#/$defs/idList"
          },
          "equals": {
            "description": "Holds when the selection is exactly this set of ids (order does not matter).",
            "$ref": "#/$defs/idList"
          },
          "isRoot": {
            "description": "true: holds when the selection is the root alone or is empty; false: when it holds anything else.",
            "type": "boolean"
          },
          "within": {
            "description": "Holds when every selected id is one of these ids or a descendant of one in the tenant's tree (metadata.json), e.g. one network or any of its centres. An empty selection stands for the root, so it holds only when the root is listed; channels have no tree, so there every selected channel must be listed and an empty channel selection (no channel, i.e. all of them) does not hold. Added in schemaVersion 2 (optional, no migration).",
            "$ref": "#/$defs/idList"
          }
        }
      },
      "idList": {
        "title": "IdList",
        "description": "A non-empty list of numeric ids of the tenant's metadata.",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 0
        }
      },
      "language": {
        "title": "Language",
        "description": "An interface language: es (Spanish, default) or en (English).",
        "type": "string",
        "enum": [
          "es",
          "en"
        ]
      },
      "feature": {
        "title": "Feature",
        "description": "A feature a tenant can enable.",
        "type": "string",
        "enum": [
          "notifications",
          "alerts",
          "actionPlans",
          "socialListening",
          "aiAssistant",
          "powerIntelligence",
          "reports",
          "dynamicReports",
          "surveys",
          "surveyStats",
          "clientAccounts",
          "employeeExperience",
          "supplierExperience",
          "coCreation",
          "adminLogicalDistributions",
          "adminGeoDistributions",
          "adminCriticalMoments",
          "adminChannels"
        ]
      }
    }
  },
  "tenant": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/tenant.schema.json",
    "title": "Tenant",
    "description": "A tenant's tenant.json: who the client is, where its backends are, how it formats numbers and dates, its defaults, root ids, tabs, features, user levels, which dashboard each user sees, and its named colour scales.",
    "type": "object",
    "additionalProperties": false,
    "required": [
      "schemaVersion",
      "id",
      "name",
      "kind",
      "languages",
      "locale",
      "timezone",
      "backends",
      "rootIds",
      "levels",
      "assignment"
    ],
    "properties": {
      "$schema": {
        "description": "Path or URL of this JSON Schema, for editors.",
        "type": "string"
      },
      "schemaVersion": {
        "description": "Version of the file format; 2 is current.",
        "const": 2
      },
      "id": {
        "description": "Tenant id: the name of the tenant's folder under dashboards/ (lower case, digits and dashes; `_shared` is reserved).",
        "type": "string",
        "pattern": "^[a-z0-9][a-z0-9-]{0,62}$"
      },
      "name": {
        "description": "Client name shown in the header and on the login page.",
        "type": "string",
        "minLength": 1
      },
      "kind": {
        "description": "Kind of business, which decides the vocabulary of its dashboards.",
        "type": "string",
        "enum": [
          "automotive",
          "fuel",
          "pharmacy",
          "bank",
          "bus",
          "hospital",
          "insurer",
          "health-insurer",
          "pension",
          "coffee",
          "other"
        ]
      },
      "basePath": {
        "description": "Public path the portal is served under for this tenant ('/' or, for example, '/voc').",
        "type": "string",
        "pattern": "^/([a-z0-9-]+)?$"
      },
      "languages": {
        "description": "Interface languages offered; Spanish first. English adds the language switch and makes `en` texts required.",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "prefixItems": [
          {
            "const": "es",
            "description": "Spanish always comes first."
          }
        ],
        "items": {
          "$ref": "render-condition.schema.json#/$defs/language"
        }
      },
      "locale": {
        "description": "Locale of numbers and dates (es-CL, es-MX, es-CO, es-PE, es-AR, es-ES...).",
        "type": "string",
        "pattern": "^[a-z]{2}-[A-Z]{2}$"
      },
      "timezone": {
        "description": "IANA time zone: months, ISO weeks and 'last 90 days' are computed in it (America/Santiago, America/Mexico_City...).",
        "type": "string",
        "pattern": "^[A-Za-z_]+(/[A-Za-z0-9_+-]+)+$|^UTC$"
      },
      "logos": {
        "description": "Logos shown in the header and on the login page, in order.",
        "type": "array",
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "src",
            "alt"
          ],
          "properties": {
            "src": {
              "description": "Path of the image: relative to the tenant folder (for example assets/logo.svg), or an absolute path served by the portal.",
              "type": "string",
              "minLength": 1
            },
            "alt": {
              "description": "Text alternative of the logo.",
              "$ref": "localized-text.schema.json"
            },
            "placement": {
              "description": "Where the logo shows (both when absent).",
              "type": "string",
              "enum": [
                "header",
                "login"
              ]
            }
          }
        }
      },
      "backends": {
        "description": "Base addresses of the three backends (relative paths are served by the same host).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "voc",
          "lcm",
          "case"
        ],
        "properties": {
          "voc": {
            "description": "Survey (voice of customer) backend: indicators, survey responses, reports.",
            "$ref": "#/$defs/baseUrl"
          },
          "lcm": {
            "description": "Core backend: sign-in, accounts, workflows, notifications.",
            "$ref": "#/$defs/baseUrl"
          },
          "case": {
            "description": "Case backend: alert workflows and work groups.",
            "$ref": "#/$defs/baseUrl"
          }
        }
      },
      "formatting": {
        "description": "How numbers, ratings, reports and date parameters are formatted.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "description": "Decimals shown for indicator values (0–2; default 2).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "ratingRange": {
            "description": "Range of rating answers (default 0–10; 1–10 for the fuel chain).",
            "$ref": "indicator-definition.schema.json#/$defs/scale"
          },
          "excelExtension": {
            "description": "File type of Excel reports.",
            "type": "string",
            "enum": [
              "xlsx",
              "xls"
            ]
          },
          "dateParams": {
            "description": "Names of the date-range parameters sent to the backends.",
            "type": "object",
            "additionalProperties": false,
            "required": [
              "from",
              "to"
            ],
            "properties": {
              "from": {
                "description": "Name of the first-day parameter (dateFrom, or customerServiceTimeFrom).",
                "type": "string",
                "enum": [
                  "dateFrom",
                  "customerServiceTimeFrom"
                ]
              },
              "to": {
                "description": "Name of the last-day parameter (dateTo, or customerServiceTimeTo).",
                "type": "string",
                "enum": [
                  "dateTo",
                  "customerServiceTimeTo"
                ]
              }
            }
          }
        }
      },
      "defaults": {
        "description": "Default filter dates and list sizes.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "fromMonthsAgo": {
            "description": "The default range starts on the first day of the month this many months back (1 or 2).",
            "type": "integer",
            "minimum": 0,
            "maximum": 36
          },
          "toMonthsAgo": {
            "description": "The default range ends at the end of the month this many months back (0: today).",
            "type": "integer",
            "minimum": 0,
            "maximum": 36
          },
          "coverageMonths": {
            "description": "Months of coverage of trend widgets (2 or 3).",
            "type": "integer",
            "minimum": 1,
            "maximum": 24
          },
          "smoothFactor": {
            "description": "Smoothing factor of trend lines (0.5).",
            "type": "number",
            "minimum": 0,
            "maximum": 1
          },
          "pageSizes": {
            "description": "Page sizes of lists.",
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "lists": {
                "description": "Client lists (15).",
                "type": "integer",
                "minimum": 1,
                "maximum": 1000
              },
              "surveyTable": {
                "description": "Survey-response table (12; 100 for the hospital).",
                "type": "integer",
                "minimum": 1,
                "maximum": 1000
              }
            }
          }
        }
      },
      "rootIds": {
        "description": "Ids of the roots of the metadata trees.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "geo",
          "logical",
          "criticalMoment"
        ],
        "properties": {
          "geo": {
            "description": "Root of the geography tree (0, 1, 10001, 214...).",
            "type": "integer",
            "minimum": 0
          },
          "logical": {
            "description": "Root of the logical tree (15 for the bus operator).",
            "type": "integer",
            "minimum": 0
          },
          "criticalMoment": {
            "description": "Root of the critical-moment tree (0, 1 or 29).",
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "criticalMomentSelection": {
        "description": "Whether users choose critical moments one at a time (single) or several together (multiple, default).",
        "type": "string",
        "enum": [
          "single",
          "multiple"
        ]
      },
      "surveyResponseTabs": {
        "description": "Tabs of the survey-response pages; the statuses a tenant shows.",
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "type": "string",
          "enum": [
            "answered",
            "notAnswered",
            "inProgress"
          ]
        }
      },
      "clientTabs": {
        "description": "Client-level tabs of the analytics section.",
        "type": "array",
        "uniqueItems": true,
        "items": {
          "type": "string",
          "enum": [
            "customerJourney",
            "cxRay",
            "cxRoadMap",
            "clusters"
          ]
        }
      },
      "features": {
        "description": "Features enabled for the tenant.",
        "type": "array",
        "uniqueItems": true,
        "items": {
          "$ref": "render-condition.schema.json#/$defs/feature"
        }
      },
      "actionPlans": {
        "description": "Action-plan settings.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "geoLeafLevel"
        ],
        "properties": {
          "geoLeafLevel": {
            "description": "Geography level plans are attached to.",
            "type": "string",
            "enum": [
              "SUCURSAL",
              "BRANCH"
            ]
          },
          "causeCategories": {
            "description": "Categories of the root-cause fishbone of action plans, in drawing order; the six Ms (Método, Mano de obra, Maquinaria, Materiales, Medición, Medio ambiente) when absent. A cause stores the Spanish name of its category.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "$ref": "localized-text.schema.json"
            }
          }
        }
      },
      "questionsOrder": {
        "description": "Order of questions in response details and customer-journey widgets (question ids); by id when absent.",
        "type": "array",
        "uniqueItems": true,
        "items": {
          "type": "integer",
          "minimum": 0
        }
      },
      "sentimentCommentsIndicator": {
        "description": "Indicator code asked for the comments of sentiment analysis (limit 100).",
        "$ref": "indicator-request.schema.json#/$defs/indicatorName"
      },
      "sso": {
        "description": "Single sign-on: a token found in a cookie of these domains replaces the stored one.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "cookieDomains"
        ],
        "properties": {
          "cookieDomains": {
            "description": "Cookie domains read for a token.",
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "^\\.?[a-z0-9.-]+$"
            }
          }
        }
      },
      "menu": {
        "description": "Menu overrides, by page path without the slash.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "overrides": {
            "description": "Page -> overrides (for example extended-dashboard titled 'Preguntas complementarias').",
            "type": "object",
            "propertyNames": {
              "pattern": "^[a-z][a-z0-9-]*$"
            },
            "additionalProperties": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "title": {
                  "description": "Title of the page in the menu and header.",
                  "$ref": "localized-text.schema.json"
                },
                "path": {
                  "description": "Path the page is served at instead of its own.",
                  "type": "string",
                  "pattern": "^/[a-z0-9/-]*$"
                }
              }
            }
          }
        }
      },
      "levels": {
        "description": "User levels of the tenant (cxo, national, zonal, distributor, external, marketing...). An account carries its level; its scope is 'highest' when it contains the geography root.",
        "type": "array",
        "minItems": 1,
        "items": {
          "$ref": "#/$defs/level"
        }
      },
      "assignment": {
        "description": "Which dashboard a user sees on each page: the first rule whose `when` matches wins, otherwise the page's default.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "rules",
          "defaults"
        ],
        "properties": {
          "rules": {
            "description": "Ordered rules; the first match wins.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/assignmentRule"
            }
          },
          "defaults": {
            "description": "Dashboard of each page when no rule matches.",
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": {
              "dashboard": {
                "description": "Default dashboard of /dashboard.",
                "$ref": "#/$defs/dashboardKey"
              },
              "extended-dashboard": {
                "description": "Default dashboard of /extended-dashboard.",
                "$ref": "#/$defs/dashboardKey"
              },
              "social-listening": {
                "description": "Default dashboard of /social-listening.",
                "$ref": "#/$defs/dashboardKey"
              },
              "survey-stats-detail": {
                "description": "Default dashboard of /survey-stats/detail/{id}.",
                "$ref": "#/$defs/dashboardKey"
              },
              "alerts-stats": {
                "description": "Default dashboard of /alerts/stats; without one, the shared fragment _shared/fragments/alerts-stats.json is the page.",
                "$ref": "#/$defs/dashboardKey"
              }
            }
          }
        }
      },
      "colorScales": {
        "description": "Named colour scales that widgets refer to by name.",
        "type": "object",
        "propertyNames": {
          "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
        },
        "additionalProperties": {
          "$ref": "color-scale.schema.json"
        }
      }
    },
    "$defs": {
      "baseUrl": {
        "title": "BaseUrl",
        "description": "A base address: an absolute http(s) URL or a path on the same host.",
        "type": "string",
        "pattern": "^(https?://[^\\s]+|/[^\\s]*)$"
      },
      "page": {
        "title": "DashboardPage",
        "description": "A page that shows a dashboard.",
        "type": "string",
        "enum": [
          "dashboard",
          "extended-dashboard",
          "social-listening",
          "survey-stats-detail",
          "alerts-stats"
        ]
      },
      "dashboardKey": {
        "title": "DashboardKey",
        "description": "Key of a dashboard of the tenant (the name of its file without .json).",
        "type": "string",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]*$"
      },
      "level": {
        "title": "UserLevel",
        "description": "A user level: cxo, national, zonal (geography level 2), distributor (level 3), external, marketing...",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "label",
          "geoLevel"
        ],
        "properties": {
          "id": {
            "description": "Level id, used in render conditions, assignment rules and accounts.",
            "type": "string",
            "pattern": "^[a-z][a-zA-Z0-9-]*$"
          },
          "label": {
            "description": "Name of the level.",
            "$ref": "localized-text.schema.json"
          },
          "geoLevel": {
            "description": "Geography level the level's accounts are scoped at (1: the whole country).",
            "type": "integer",
            "minimum": 1,
            "maximum": 10
          }
        }
      },
      "assignmentRule": {
        "title": "AssignmentRule",
        "description": "A dashboard assignment rule.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "when",
          "dashboard"
        ],
        "properties": {
          "when": {
            "description": "What must hold: the page, and optionally the user's level and the selected critical moments.",
            "type": "object",
            "additionalProperties": false,
            "required": [
              "page"
            ],
            "properties": {
              "page": {
                "description": "The page.",
                "$ref": "#/$defs/page"
              },
              "levels": {
                "description": "The user's level is one of these.",
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "pattern": "^[a-z][a-zA-Z0-9-]*$"
                }
              },
              "criticalMoments": {
                "description": "A test on the selected critical moments (an empty selection stands for the root): a plain list of ids means the selection includes at least one of them (includesAny); a SelectionTest of the render conditions (`equals`, `includesAll`, `includesAny`, `isRoot`, `within`) tests it as a render condition does, e.g. `{ \"equals\": [1] }` for sales alone. Both forms are valid in schemaVersion 2 (the test form was added without a migration).",
                "anyOf": [
                  {
                    "$ref": "render-condition.schema.json#/$defs/idList"
                  },
                  {
                    "$ref": "render-condition.schema.json#/$defs/selectionTest"
                  }
                ]
              }
            }
          },
          "dashboard": {
            "description": "Dashboard shown when the rule matches.",
            "$ref": "#/$defs/dashboardKey"
          }
        }
      }
    }
  },
  "widget": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voz.dev/schemas/v2/widget.schema.json",
    "title": "Widget",
    "description": "A widget of a dashboard, discriminated by `type`. Every kind shares the fields of `widgetBase` and has its own `config`; its smallest and largest size are the annotations x-voz-minSize and x-voz-maxSize ([width, height] in cells).",
    "type": "object",
    "required": [
      "type"
    ],
    "discriminator": {
      "propertyName": "type"
    },
    "oneOf": [
      {
        "$ref": "#/$defs/LabelWidget"
      },
      {
        "$ref": "#/$defs/RadialSummaryWidget"
      },
      {
        "$ref": "#/$defs/PieWidget"
      },
      {
        "$ref": "#/$defs/SemicircleWidget"
      },
      {
        "$ref": "#/$defs/RadialByGeoWidget"
      },
      {
        "$ref": "#/$defs/GaugeWidget"
      },
      {
        "$ref": "#/$defs/MultipleGaugeWidget"
      },
      {
        "$ref": "#/$defs/NpsWidget"
      },
      {
        "$ref": "#/$defs/CsatWidget"
      },
      {
        "$ref": "#/$defs/EaseWidget"
      },
      {
        "$ref": "#/$defs/StackedBarWidget"
      },
      {
        "$ref": "#/$defs/BarWidget"
      },
      {
        "$ref": "#/$defs/BarByGeoWidget"
      },
      {
        "$ref": "#/$defs/RankingWidget"
      },
      {
        "$ref": "#/$defs/LineWidget"
      },
      {
        "$ref": "#/$defs/DetailedLineWidget"
      },
      {
        "$ref": "#/$defs/MultipleTrendWidget"
      },
      {
        "$ref": "#/$defs/TrendWidget"
      },
      {
        "$ref": "#/$defs/DetailedBarWidget"
      },
      {
        "$ref": "#/$defs/MapWidget"
      },
      {
        "$ref": "#/$defs/WordCloudWidget"
      },
      {
        "$ref": "#/$defs/WordCountWidget"
      },
      {
        "$ref": "#/$defs/SentimentTextWidget"
      },
      {
        "$ref": "#/$defs/IshikawaWidget"
      },
      {
        "$ref": "#/$defs/LastCommentsWidget"
      },
      {
        "$ref": "#/$defs/PrioritizationMatrixWidget"
      },
      {
        "$ref": "#/$defs/CustomerJourneyTopTwoBoxWidget"
      },
      {
        "$ref": "#/$defs/NpsTableWidget"
      },
      {
        "$ref": "#/$defs/GeneralIndicatorsTableWidget"
      },
      {
        "$ref": "#/$defs/AdvisorTableWidget"
      },
      {
        "$ref": "#/$defs/SpacerWidget"
      },
      {
        "$ref": "#/$defs/SurveyCountTrendWidget"
      },
      {
        "$ref": "#/$defs/AlertsTrendWidget"
      }
    ],
    "$defs": {
      "widgetBase": {
        "title": "WidgetBase",
        "description": "Fields every widget kind has.",
        "type": "object",
        "properties": {
          "id": {
            "description": "Stable id, unique in the resolved dashboard.",
            "$ref": "#/$defs/widgetId"
          },
          "type": {
            "description": "Widget kind (one of the registered kinds).",
            "$ref": "#/$defs/widgetType"
          },
          "title": {
            "description": "Title shown above the widget.",
            "$ref": "localized-text.schema.json"
          },
          "subTitle": {
            "description": "Subtitle shown under the title.",
            "$ref": "localized-text.schema.json"
          },
          "helpText": {
            "description": "Help shown in a popover from the help icon.",
            "$ref": "localized-text.schema.json"
          },
          "position": {
            "description": "[column, row] of the top-left cell (columns 0–3, rows from 0). When absent the widget is placed in reading order: the first free cell, scanning rows top to bottom and columns left to right, where it fits.",
            "$ref": "#/$defs/position"
          },
          "size": {
            "description": "[width, height] in cells (width 1–4).",
            "$ref": "#/$defs/size"
          },
          "renderCondition": {
            "description": "The widget shows only while this holds; always when absent.",
            "$ref": "render-condition.schema.json"
          },
          "layouts": {
            "description": "Layout variants: the first whose `when` holds replaces position and/or size.",
            "type": "array",
            "items": {
              "$ref": "#/$defs/layoutVariant"
            }
          },
          "config": {
            "description": "Kind-specific configuration.",
            "type": "object"
          },
          "indicators": {
            "description": "Indicator requests whose rows the widget shows.",
            "type": "array",
            "maxItems": 20,
            "items": {
              "$ref": "indicator-request.schema.json"
            }
          }
        }
      },
      "widgetId": {
        "title": "WidgetId",
        "description": "A widget id: letters, digits, `_`, `-` and `.`, starting with a letter or digit.",
        "type": "string",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$"
      },
      "widgetType": {
        "title": "WidgetType",
        "description": "The registered widget kinds.",
        "type": "string",
        "enum": [
          "label",
          "radial-summary",
          "pie",
          "semicircle",
          "radial-by-geo",
          "gauge",
          "multiple-gauge",
          "nps",
          "csat",
          "ease",
          "stacked-bar",
          "bar",
          "bar-by-geo",
          "ranking",
          "line",
          "detailed-line",
          "multiple-trend",
          "trend",
          "detailed-bar",
          "map",
          "word-cloud",
          "word-count",
          "sentiment-text",
          "ishikawa",
          "last-comments",
          "prioritization-matrix",
          "customer-journey-top-two-box",
          "nps-table",
          "general-indicators-table",
          "advisor-table",
          "spacer",
          "survey-count-trend",
          "alerts-trend"
        ]
      },
      "position": {
        "title": "GridPosition",
        "description": "[column, row] on the 4-column grid.",
        "type": "array",
        "prefixItems": [
          {
            "description": "Column, 0 to 3 (shown to people as 1 to 4).",
            "type": "integer",
            "minimum": 0,
            "maximum": 3
          },
          {
            "description": "Row, from 0.",
            "type": "integer",
            "minimum": 0,
            "maximum": 999
          }
        ],
        "items": false,
        "minItems": 2
      },
      "size": {
        "title": "GridSize",
        "description": "[width, height] in cells.",
        "type": "array",
        "prefixItems": [
          {
            "description": "Width in columns, 1 to 4.",
            "type": "integer",
            "minimum": 1,
            "maximum": 4
          },
          {
            "description": "Height in rows, 1 to 12.",
            "type": "integer",
            "minimum": 1,
            "maximum": 12
          }
        ],
        "items": false,
        "minItems": 2
      },
      "layoutVariant": {
        "title": "LayoutVariant",
        "description": "A layout used while its condition holds.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "when"
        ],
        "minProperties": 2,
        "properties": {
          "when": {
            "description": "When the variant applies.",
            "$ref": "render-condition.schema.json"
          },
          "position": {
            "description": "Position while the variant applies.",
            "$ref": "#/$defs/position"
          },
          "size": {
            "description": "Size while the variant applies.",
            "$ref": "#/$defs/size"
          }
        }
      },
      "mapper": {
        "title": "MapperName",
        "description": "A named mapper of packages/core that turns indicator rows into a view model. `resumeCounts` turns the single row of a `dashboard/resume` or `dashboard/status` call (`{ workflowName, resume: { notifications, sent, … } }`) into one row per survey status, labelled in Spanish; `overviewChart` turns the one object of the social overview chart (`{ labels, series: [{ key, name, data }] }`) into one row per period and series (group_1 the sentiment, network or total), so a line draws the chart's series with one call (both added in schema version 2, additive).",
        "type": "string",
        "enum": [
          "sentimentPercentages",
          "bimonthlyRelabel",
          "wordCloudTags",
          "topTags",
          "geoRanking",
          "tagRanking",
          "surveyCountClassification",
          "responsePercentage",
          "dataQuality",
          "alertFirstResponse",
          "npsBreakdown",
          "customerJourney",
          "yesNo",
          "satisfactionDistribution",
          "resumeCounts",
          "overviewChart"
        ],
        "x-voz-enumNames": {
          "sentimentPercentages": "sentimentPercentages",
          "bimonthlyRelabel": "bimonthlyRelabel",
          "wordCloudTags": "wordCloudTags",
          "topTags": "topTags",
          "geoRanking": "geoRanking",
          "tagRanking": "tagRanking",
          "surveyCountClassification": "surveyCountClassification",
          "responsePercentage": "responsePercentage",
          "dataQuality": "dataQuality",
          "alertFirstResponse": "alertFirstResponse",
          "npsBreakdown": "npsBreakdown",
          "customerJourney": "customerJourney",
          "yesNo": "yesNo",
          "satisfactionDistribution": "satisfactionDistribution",
          "resumeCounts": "resumeCounts",
          "overviewChart": "overviewChart"
        }
      },
      "LabelConfig": {
        "title": "LabelConfig",
        "description": "Configuration of a label widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "color": {
            "title": "Color",
            "description": "Colour of the label (its text and rule).",
            "x-voz-help": "Color de la etiqueta (su texto y su línea).",
            "$ref": "color-scale.schema.json#/$defs/color"
          }
        }
      },
      "LabelWidget": {
        "title": "LabelWidget",
        "description": "Section label: a heading across the grid, optionally coloured.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          1
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "title",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: label.",
            "const": "label"
          },
          "config": {
            "description": "Configuration of the label widget.",
            "$ref": "#/$defs/LabelConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "RadialSummaryConfig": {
        "title": "RadialSummaryConfig",
        "description": "Configuration of a radial-summary widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "min": {
            "title": "Mínimo",
            "description": "Lowest value of the scale drawn (0 when absent; -100 for NPS).",
            "x-voz-help": "Valor más bajo de la escala dibujada (0 si se deja vacío; -100 para NPS).",
            "type": "number"
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "showHistoric": {
            "title": "Mostrar histórico",
            "description": "Show the value of the previous period beside the current one.",
            "x-voz-help": "Muestra el valor del período anterior junto al actual.",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "RadialSummaryWidget": {
        "title": "RadialSummaryWidget",
        "description": "Radial summary of the main indicator (a ring with the value in its centre).",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          2,
          3
        ],
        "x-voz-percentageMappers": [
          "responsePercentage",
          "dataQuality"
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: radial-summary.",
            "const": "radial-summary"
          },
          "config": {
            "description": "Configuration of the radial-summary widget.",
            "$ref": "#/$defs/RadialSummaryConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "PieConfig": {
        "title": "PieConfig",
        "description": "Configuration of a pie widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "variant": {
            "title": "Variante",
            "description": "Pie variant: small, medium, large, or yesNo (two slices, yes and no).",
            "x-voz-help": "Variante de la torta: pequeña, mediana, grande o Sí/No (dos porciones, sí y no).",
            "type": "string",
            "enum": [
              "small",
              "medium",
              "large",
              "yesNo"
            ],
            "x-voz-enumNames": {
              "small": "Pequeña",
              "medium": "Mediana",
              "large": "Grande",
              "yesNo": "Sí / No"
            }
          },
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "PieWidget": {
        "title": "PieWidget",
        "description": "Pie or donut: small, medium, large or yes/no.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: pie.",
            "const": "pie"
          },
          "config": {
            "description": "Configuration of the pie widget.",
            "$ref": "#/$defs/PieConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "SemicircleConfig": {
        "title": "SemicircleConfig",
        "description": "Configuration of a semicircle widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "SemicircleWidget": {
        "title": "SemicircleWidget",
        "description": "Semicircular gauge of one value.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          2,
          3
        ],
        "x-voz-percentageMappers": [
          "responsePercentage",
          "dataQuality"
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: semicircle.",
            "const": "semicircle"
          },
          "config": {
            "description": "Configuration of the semicircle widget.",
            "$ref": "#/$defs/SemicircleConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "RadialByGeoConfig": {
        "title": "RadialByGeoConfig",
        "description": "Configuration of a radial-by-geo widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          }
        }
      },
      "RadialByGeoWidget": {
        "title": "RadialByGeoWidget",
        "description": "Radial bars of a value per geography ('snByGeo').",
        "x-voz-minSize": [
          1,
          2
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: radial-by-geo.",
            "const": "radial-by-geo"
          },
          "config": {
            "description": "Configuration of the radial-by-geo widget.",
            "$ref": "#/$defs/RadialByGeoConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "GaugeConfig": {
        "title": "GaugeConfig",
        "description": "Configuration of a gauge widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "min": {
            "title": "Mínimo",
            "description": "Lowest value of the scale drawn (0 when absent).",
            "x-voz-help": "Valor más bajo de la escala dibujada (0 si se deja vacío).",
            "type": "number"
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "unit": {
            "title": "Unidad",
            "description": "Unit shown after the value: 'percent' adds %, 'points' nothing.",
            "x-voz-help": "Unidad mostrada tras el valor: 'Porcentaje' agrega %, 'Puntos' no agrega nada.",
            "type": "string",
            "enum": [
              "percent",
              "points"
            ],
            "x-voz-enumNames": {
              "percent": "Porcentaje (%)",
              "points": "Puntos"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "showHistoric": {
            "title": "Mostrar histórico",
            "description": "Show the value of the previous period beside the current one.",
            "x-voz-help": "Muestra el valor del período anterior junto al actual.",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "GaugeWidget": {
        "title": "GaugeWidget",
        "description": "Gauge of one value against a maximum (10 satisfaction, 5 details, 100 percentages).",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          2,
          3
        ],
        "x-voz-percentageMappers": [
          "responsePercentage",
          "dataQuality"
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: gauge.",
            "const": "gauge"
          },
          "config": {
            "description": "Configuration of the gauge widget.",
            "$ref": "#/$defs/GaugeConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "MultipleGaugeConfig": {
        "title": "MultipleGaugeConfig",
        "description": "Configuration of a multiple-gauge widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "min": {
            "title": "Mínimo",
            "description": "Lowest value of the scale drawn (0 when absent; 1 for a 1–10 rating range).",
            "x-voz-help": "Valor más bajo de la escala dibujada (0 si se deja vacío; 1 para un rango de notas de 1 a 10).",
            "type": "number"
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "MultipleGaugeWidget": {
        "title": "MultipleGaugeWidget",
        "description": "One small gauge per question: the customer journey by question.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: multiple-gauge.",
            "const": "multiple-gauge"
          },
          "config": {
            "description": "Configuration of the multiple-gauge widget.",
            "$ref": "#/$defs/MultipleGaugeConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "NpsConfig": {
        "title": "NpsConfig",
        "description": "Configuration of a nps widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "showHistoric": {
            "title": "Mostrar histórico",
            "description": "Show the value of the previous period beside the current one.",
            "x-voz-help": "Muestra el valor del período anterior junto al actual.",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          },
          "showBreakdown": {
            "title": "Mostrar desglose",
            "description": "Show promoters, passives and detractors.",
            "x-voz-help": "Muestra promotores, pasivos y detractores.",
            "type": "boolean"
          }
        }
      },
      "NpsWidget": {
        "title": "NpsWidget",
        "description": "NPS with promoters, passives and detractors.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          2,
          3
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: nps.",
            "const": "nps"
          },
          "config": {
            "description": "Configuration of the nps widget.",
            "$ref": "#/$defs/NpsConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "CsatConfig": {
        "title": "CsatConfig",
        "description": "Configuration of a csat widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "showHistoric": {
            "title": "Mostrar histórico",
            "description": "Show the value of the previous period beside the current one.",
            "x-voz-help": "Muestra el valor del período anterior junto al actual.",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "CsatWidget": {
        "title": "CsatWidget",
        "description": "Satisfaction (CSAT) value.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          2,
          3
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: csat.",
            "const": "csat"
          },
          "config": {
            "description": "Configuration of the csat widget.",
            "$ref": "#/$defs/CsatConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "EaseConfig": {
        "title": "EaseConfig",
        "description": "Configuration of a ease widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "max": {
            "title": "Máximo",
            "description": "Highest value of the scale drawn (10 satisfaction, 5 details, 100 percentages).",
            "x-voz-help": "Valor más alto de la escala dibujada (10 satisfacción, 5 detalles, 100 porcentajes).",
            "type": "number",
            "exclusiveMinimum": 0
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "showHistoric": {
            "title": "Mostrar histórico",
            "description": "Show the value of the previous period beside the current one.",
            "x-voz-help": "Muestra el valor del período anterior junto al actual.",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "EaseWidget": {
        "title": "EaseWidget",
        "description": "Ease (customer effort) value.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          2,
          3
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: ease.",
            "const": "ease"
          },
          "config": {
            "description": "Configuration of the ease widget.",
            "$ref": "#/$defs/EaseConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "StackedBarConfig": {
        "title": "StackedBarConfig",
        "description": "Configuration of a stacked-bar widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "layout": {
            "title": "Orientación",
            "description": "Bar direction.",
            "x-voz-help": "Dirección de las barras.",
            "type": "string",
            "enum": [
              "horizontal",
              "vertical"
            ],
            "x-voz-enumNames": {
              "horizontal": "Horizontal",
              "vertical": "Vertical"
            }
          },
          "normalize": {
            "title": "Normalizar (100 %)",
            "description": "Stack shares (100 %) instead of counts.",
            "x-voz-help": "Apila proporciones (100 %) en vez de conteos.",
            "type": "boolean"
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          }
        }
      },
      "StackedBarWidget": {
        "title": "StackedBarWidget",
        "description": "Stacked bars (satisfaction distribution, agreement scales).",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: stacked-bar.",
            "const": "stacked-bar"
          },
          "config": {
            "description": "Configuration of the stacked-bar widget.",
            "$ref": "#/$defs/StackedBarConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "BarConfig": {
        "title": "BarConfig",
        "description": "Configuration of a bar widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "layout": {
            "title": "Orientación",
            "description": "Bar direction.",
            "x-voz-help": "Dirección de las barras.",
            "type": "string",
            "enum": [
              "horizontal",
              "vertical"
            ],
            "x-voz-enumNames": {
              "horizontal": "Horizontal",
              "vertical": "Vertical"
            }
          }
        }
      },
      "BarWidget": {
        "title": "BarWidget",
        "description": "Bars of a value per group.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "x-voz-countsWhen": [
          {
            "mapper": "resumeCounts"
          },
          {
            "mapper": "overviewChart"
          }
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: bar.",
            "const": "bar"
          },
          "config": {
            "description": "Configuration of the bar widget.",
            "$ref": "#/$defs/BarConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "BarByGeoConfig": {
        "title": "BarByGeoConfig",
        "description": "Configuration of a bar-by-geo widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "layout": {
            "title": "Orientación",
            "description": "Bar direction.",
            "x-voz-help": "Dirección de las barras.",
            "type": "string",
            "enum": [
              "horizontal",
              "vertical"
            ],
            "x-voz-enumNames": {
              "horizontal": "Horizontal",
              "vertical": "Vertical"
            }
          }
        }
      },
      "BarByGeoWidget": {
        "title": "BarByGeoWidget",
        "description": "Bars of a value per geography (zones, distributors).",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: bar-by-geo.",
            "const": "bar-by-geo"
          },
          "config": {
            "description": "Configuration of the bar-by-geo widget.",
            "$ref": "#/$defs/BarByGeoConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "RankingConfig": {
        "title": "RankingConfig",
        "description": "Configuration of a ranking widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "by": {
            "title": "Qué se ordena",
            "description": "What is ranked.",
            "x-voz-help": "Lo que ordena el ranking.",
            "type": "string",
            "enum": [
              "question",
              "geography",
              "tag"
            ],
            "x-voz-enumNames": {
              "question": "Preguntas",
              "geography": "Geografías",
              "tag": "Etiquetas"
            }
          },
          "mode": {
            "title": "Extremo mostrado",
            "description": "Which end of the ranking is shown.",
            "x-voz-help": "Qué extremo del ranking se muestra.",
            "type": "string",
            "enum": [
              "best",
              "worst",
              "both"
            ],
            "x-voz-enumNames": {
              "best": "Los mejores",
              "worst": "Los peores",
              "both": "Ambos extremos"
            }
          },
          "size": {
            "title": "Filas por extremo",
            "description": "Rows of each end (3 by default, some 5).",
            "x-voz-help": "Filas de cada extremo del ranking (3 por defecto, a veces 5).",
            "type": "integer",
            "minimum": 1,
            "maximum": 20
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          }
        }
      },
      "RankingWidget": {
        "title": "RankingWidget",
        "description": "Ranking of questions or geographies: best, worst, or both.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "x-voz-countsWhen": [
          {
            "by": "tag"
          },
          {
            "mapper": "tagRanking"
          }
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: ranking.",
            "const": "ranking"
          },
          "config": {
            "description": "Configuration of the ranking widget.",
            "$ref": "#/$defs/RankingConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "LineConfig": {
        "title": "LineConfig",
        "description": "Configuration of a line widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "showPoints": {
            "title": "Mostrar puntos",
            "description": "Draw a point at each value.",
            "x-voz-help": "Dibuja un punto en cada valor.",
            "type": "boolean"
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          }
        }
      },
      "LineWidget": {
        "title": "LineWidget",
        "description": "Line chart of one or several series.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: line.",
            "const": "line"
          },
          "config": {
            "description": "Configuration of the line widget.",
            "$ref": "#/$defs/LineConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "DetailedLineConfig": {
        "title": "DetailedLineConfig",
        "description": "Configuration of a detailed-line widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          }
        }
      },
      "DetailedLineWidget": {
        "title": "DetailedLineWidget",
        "description": "Detailed lines by month and geography.",
        "x-voz-minSize": [
          2,
          2
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: detailed-line.",
            "const": "detailed-line"
          },
          "config": {
            "description": "Configuration of the detailed-line widget.",
            "$ref": "#/$defs/DetailedLineConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "MultipleTrendConfig": {
        "title": "MultipleTrendConfig",
        "description": "Configuration of a multiple-trend widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          }
        }
      },
      "MultipleTrendWidget": {
        "title": "MultipleTrendWidget",
        "description": "Several indicators trended by month.",
        "x-voz-minSize": [
          2,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: multiple-trend.",
            "const": "multiple-trend"
          },
          "config": {
            "description": "Configuration of the multiple-trend widget.",
            "$ref": "#/$defs/MultipleTrendConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "TrendConfig": {
        "title": "TrendConfig",
        "description": "Configuration of a trend widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "showRegression": {
            "title": "Mostrar regresión",
            "description": "Draw the linear-regression projection (the request asks for aggregation linearRegression).",
            "x-voz-help": "Dibuja la proyección de la regresión lineal (la petición pide la agregación linearRegression).",
            "type": "boolean"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "TrendWidget": {
        "title": "TrendWidget",
        "description": "Trend of one indicator over periods, with an optional regression projection.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: trend.",
            "const": "trend"
          },
          "config": {
            "description": "Configuration of the trend widget.",
            "$ref": "#/$defs/TrendConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "DetailedBarConfig": {
        "title": "DetailedBarConfig",
        "description": "Configuration of a detailed-bar widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code): `resumeCounts` draws the statuses of a dashboard/resume call. Optional; added in schema version 2 (additive: no file migration).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja. 'resumeCounts' dibuja los estados de una llamada dashboard/resume.",
            "$ref": "#/$defs/mapper"
          },
          "showSample": {
            "title": "Mostrar muestra",
            "description": "Show the sample size (number of answers).",
            "x-voz-help": "Muestra el tamaño de la muestra (número de respuestas).",
            "type": "boolean"
          }
        }
      },
      "DetailedBarWidget": {
        "title": "DetailedBarWidget",
        "description": "Detailed bars with the count of each group.",
        "x-voz-minSize": [
          2,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "x-voz-countsWhen": [
          {
            "mapper": "resumeCounts"
          },
          {
            "mapper": "overviewChart"
          }
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: detailed-bar.",
            "const": "detailed-bar"
          },
          "config": {
            "description": "Configuration of the detailed-bar widget.",
            "$ref": "#/$defs/DetailedBarConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "MapConfig": {
        "title": "MapConfig",
        "description": "Configuration of a map widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "map": {
            "title": "Mapa",
            "description": "Map drawn: 'mx-states' (Mexican states by ISO 3166-2 code), 'cl-regions' (Chilean regions), 'world' (countries by ISO numeric code), or 'points' (the geographies' coordinates).",
            "x-voz-help": "Mapa dibujado: estados de México (por código ISO 3166-2), regiones de Chile, mundo (países por código ISO numérico) o puntos (las coordenadas de las geografías).",
            "type": "string",
            "enum": [
              "mx-states",
              "cl-regions",
              "world",
              "points"
            ],
            "x-voz-enumNames": {
              "mx-states": "Estados de México",
              "cl-regions": "Regiones de Chile",
              "world": "Mundo (países)",
              "points": "Puntos (coordenadas)"
            }
          },
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          }
        }
      },
      "MapWidget": {
        "title": "MapWidget",
        "description": "Map by geography: a choropleth of subdivisions joined on map codes, or points at coordinates.",
        "x-voz-minSize": [
          1,
          2
        ],
        "x-voz-maxSize": [
          4,
          6
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: map.",
            "const": "map"
          },
          "config": {
            "description": "Configuration of the map widget.",
            "$ref": "#/$defs/MapConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "WordCloudConfig": {
        "title": "WordCloudConfig",
        "description": "Configuration of a word-cloud widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "limit": {
            "title": "Máximo de palabras",
            "description": "Most items shown (word cloud 50, comments 100).",
            "x-voz-help": "Cantidad máxima de palabras mostradas (50 si se deja vacío).",
            "type": "integer",
            "minimum": 1,
            "maximum": 1000
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          }
        }
      },
      "WordCloudWidget": {
        "title": "WordCloudWidget",
        "description": "Word cloud of comment tags (DEFAULT dropped, 50 tags at most).",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: word-cloud.",
            "const": "word-cloud"
          },
          "config": {
            "description": "Configuration of the word-cloud widget.",
            "$ref": "#/$defs/WordCloudConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "WordCountConfig": {
        "title": "WordCountConfig",
        "description": "Configuration of a word-count widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "limit": {
            "title": "Máximo de palabras",
            "description": "Most items shown (word cloud 50, comments 100).",
            "x-voz-help": "Cantidad máxima de palabras mostradas.",
            "type": "integer",
            "minimum": 1,
            "maximum": 1000
          },
          "linkToComments": {
            "title": "Enlazar a los comentarios",
            "description": "Each word links to the comments that contain it.",
            "x-voz-help": "Cada palabra enlaza a los comentarios que la contienen.",
            "type": "boolean"
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          }
        }
      },
      "WordCountWidget": {
        "title": "WordCountWidget",
        "description": "Counts of words or tags, each linking to its comments.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: word-count.",
            "const": "word-count"
          },
          "config": {
            "description": "Configuration of the word-count widget.",
            "$ref": "#/$defs/WordCountConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "SentimentTextConfig": {
        "title": "SentimentTextConfig",
        "description": "Configuration of a sentiment-text widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          }
        }
      },
      "SentimentTextWidget": {
        "title": "SentimentTextWidget",
        "description": "Sentiment analysis of comments: positive, neutral and negative shares.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          3
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: sentiment-text.",
            "const": "sentiment-text"
          },
          "config": {
            "description": "Configuration of the sentiment-text widget.",
            "$ref": "#/$defs/SentimentTextConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "IshikawaConfig": {
        "title": "IshikawaConfig",
        "description": "Configuration of a ishikawa widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          }
        }
      },
      "IshikawaWidget": {
        "title": "IshikawaWidget",
        "description": "Ishikawa (fishbone) diagram of the causes behind negative comments, by category.",
        "x-voz-minSize": [
          2,
          2
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: ishikawa.",
            "const": "ishikawa"
          },
          "config": {
            "description": "Configuration of the ishikawa widget.",
            "$ref": "#/$defs/IshikawaConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "LastCommentsConfig": {
        "title": "LastCommentsConfig",
        "description": "Configuration of a last-comments widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "limit": {
            "title": "Máximo de comentarios",
            "description": "Most items shown (word cloud 50, comments 100).",
            "x-voz-help": "Cantidad máxima de comentarios mostrados (100 por defecto).",
            "type": "integer",
            "minimum": 1,
            "maximum": 1000
          },
          "showSentiment": {
            "title": "Mostrar sentimiento",
            "description": "Show each comment's sentiment.",
            "x-voz-help": "Muestra el sentimiento de cada comentario.",
            "type": "boolean"
          }
        }
      },
      "LastCommentsWidget": {
        "title": "LastCommentsWidget",
        "description": "The latest comments, with their sentiment.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          6
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: last-comments.",
            "const": "last-comments"
          },
          "config": {
            "description": "Configuration of the last-comments widget.",
            "$ref": "#/$defs/LastCommentsConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "PrioritizationMatrixConfig": {
        "title": "PrioritizationMatrixConfig",
        "description": "Configuration of a prioritization-matrix widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "xThreshold": {
            "title": "Umbral del eje X",
            "description": "Value of the x axis (importance) splitting the quadrants.",
            "x-voz-help": "Valor del eje X (importancia) que separa los cuadrantes.",
            "type": "number"
          },
          "yThreshold": {
            "title": "Umbral del eje Y",
            "description": "Value of the y axis (performance) splitting the quadrants.",
            "x-voz-help": "Valor del eje Y (desempeño) que separa los cuadrantes.",
            "type": "number"
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          }
        }
      },
      "PrioritizationMatrixWidget": {
        "title": "PrioritizationMatrixWidget",
        "description": "Prioritisation matrix: attributes placed by importance and performance in four quadrants.",
        "x-voz-minSize": [
          2,
          2
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: prioritization-matrix.",
            "const": "prioritization-matrix"
          },
          "config": {
            "description": "Configuration of the prioritization-matrix widget.",
            "$ref": "#/$defs/PrioritizationMatrixConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "CustomerJourneyTopTwoBoxConfig": {
        "title": "CustomerJourneyTopTwoBoxConfig",
        "description": "Configuration of a customer-journey-top-two-box widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          }
        }
      },
      "CustomerJourneyTopTwoBoxWidget": {
        "title": "CustomerJourneyTopTwoBoxWidget",
        "description": "'Customer Journey: Top Two Box' block: the share of top-two-box answers per journey stage.",
        "x-voz-minSize": [
          2,
          1
        ],
        "x-voz-maxSize": [
          4,
          3
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: customer-journey-top-two-box.",
            "const": "customer-journey-top-two-box"
          },
          "config": {
            "description": "Configuration of the customer-journey-top-two-box widget.",
            "$ref": "#/$defs/CustomerJourneyTopTwoBoxConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "NpsTableConfig": {
        "title": "NpsTableConfig",
        "description": "Configuration of a nps-table widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "pageSize": {
            "title": "Filas por página",
            "description": "Rows per page of the table.",
            "x-voz-help": "Cantidad de filas de cada página de la tabla.",
            "type": "integer",
            "minimum": 1,
            "maximum": 1000
          }
        }
      },
      "NpsTableWidget": {
        "title": "NpsTableWidget",
        "description": "Table of NPS by group (geography, moment...).",
        "x-voz-minSize": [
          2,
          1
        ],
        "x-voz-maxSize": [
          4,
          8
        ],
        "x-voz-requestScale": "first",
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: nps-table.",
            "const": "nps-table"
          },
          "config": {
            "description": "Configuration of the nps-table widget.",
            "$ref": "#/$defs/NpsTableConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "GeneralIndicatorsTableConfig": {
        "title": "GeneralIndicatorsTableConfig",
        "description": "Configuration of a general-indicators-table widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the value: a tenant scale name or a scale written here.",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          }
        }
      },
      "GeneralIndicatorsTableWidget": {
        "title": "GeneralIndicatorsTableWidget",
        "description": "Table of the general indicators (attention, CSAT, ease, NPS, waiting time) per moment.",
        "x-voz-minSize": [
          2,
          1
        ],
        "x-voz-maxSize": [
          4,
          8
        ],
        "x-voz-requestScale": "all",
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: general-indicators-table.",
            "const": "general-indicators-table"
          },
          "config": {
            "description": "Configuration of the general-indicators-table widget.",
            "$ref": "#/$defs/GeneralIndicatorsTableConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "AdvisorTableConfig": {
        "title": "AdvisorTableConfig",
        "description": "Configuration of a advisor-table widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "decimals": {
            "title": "Decimales",
            "description": "Decimals shown; the tenant's `formatting.decimals` when absent.",
            "x-voz-help": "Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).",
            "type": "integer",
            "minimum": 0,
            "maximum": 2
          },
          "colorScale": {
            "description": "Colour scale of the values: a tenant scale name or a scale written here. A request's own `colorScale` wins for its column (an NPS score beside 0–10 averages).",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "pageSize": {
            "title": "Filas por página",
            "description": "Rows per page of the table.",
            "x-voz-help": "Cantidad de filas de cada página de la tabla.",
            "type": "integer",
            "minimum": 1,
            "maximum": 1000
          },
          "advisorLabel": {
            "title": "Encabezado de la columna de nombres",
            "description": "Header of the column of names, for who the rows are (for example 'Conductor' or 'Despachador'); 'Asesor' when absent.",
            "x-voz-help": "Encabezado de la columna de nombres, según quiénes son las filas (por ejemplo 'Conductor' o 'Despachador'); 'Asesor' si se deja vacío.",
            "$ref": "localized-text.schema.json"
          }
        }
      },
      "AdvisorTableWidget": {
        "title": "AdvisorTableWidget",
        "description": "Table of advisors: NPS, satisfaction, attention and survey count.",
        "x-voz-minSize": [
          2,
          1
        ],
        "x-voz-maxSize": [
          4,
          8
        ],
        "x-voz-requestScale": "all",
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: advisor-table.",
            "const": "advisor-table"
          },
          "config": {
            "description": "Configuration of the advisor-table widget.",
            "$ref": "#/$defs/AdvisorTableConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "SpacerConfig": {
        "title": "SpacerConfig",
        "description": "Configuration of a spacer widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {}
      },
      "SpacerWidget": {
        "title": "SpacerWidget",
        "description": "Empty spacer that keeps cells free.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          4
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: spacer.",
            "const": "spacer"
          },
          "config": {
            "description": "Configuration of the spacer widget.",
            "$ref": "#/$defs/SpacerConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "SurveyCountTrendConfig": {
        "title": "SurveyCountTrendConfig",
        "description": "Configuration of a survey-count-trend widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "period": {
            "title": "Período",
            "description": "Period of each bar.",
            "x-voz-help": "Período de cada barra.",
            "type": "string",
            "enum": [
              "month",
              "week"
            ],
            "x-voz-enumNames": {
              "month": "Mes",
              "week": "Semana"
            }
          },
          "mapper": {
            "title": "Mapeador",
            "description": "Named mapper that turns rows into the view model (defined once in code).",
            "x-voz-help": "Transformación con nombre, definida en el código, que convierte las filas en lo que el widget dibuja.",
            "$ref": "#/$defs/mapper"
          },
          "colorScale": {
            "description": "Colour scale of the answered bars (a tenant scale name, usually `surveyCount`, or a scale written here); the band's label names the class in tooltips and the legend. Without it the answered bars take the catalogue's classification (30 or more excellent, 10–29 neutral, under 10 critical). Optional; added in schema version 2 (additive: no file migration).",
            "$ref": "color-scale.schema.json#/$defs/colorScaleRef"
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          }
        }
      },
      "SurveyCountTrendWidget": {
        "title": "SurveyCountTrendWidget",
        "description": "Survey counts by month or week; the answered count is classified by `config.colorScale` (usually the tenant's `surveyCount` scale), else excellent (30+), neutral (10–29), critical (<10).",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          3
        ],
        "x-voz-countsWhen": [
          {}
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: survey-count-trend.",
            "const": "survey-count-trend"
          },
          "config": {
            "description": "Configuration of the survey-count-trend widget.",
            "$ref": "#/$defs/SurveyCountTrendConfig"
          }
        },
        "unevaluatedProperties": false
      },
      "AlertsTrendConfig": {
        "title": "AlertsTrendConfig",
        "description": "Configuration of a alerts-trend widget.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "period": {
            "title": "Período",
            "description": "Period of each bar.",
            "x-voz-help": "Período de cada barra.",
            "type": "string",
            "enum": [
              "month",
              "week"
            ],
            "x-voz-enumNames": {
              "month": "Mes",
              "week": "Semana"
            }
          },
          "colors": {
            "title": "Colores",
            "description": "Fixed colours of the series or slices, in order.",
            "x-voz-help": "Colores fijos de las series o porciones, en orden.",
            "type": "array",
            "minItems": 1,
            "maxItems": 12,
            "items": {
              "title": "Color",
              "x-voz-help": "Un color de la paleta (preferido: los temas pueden cambiarlo) o un valor #RRGGBB explícito.",
              "$ref": "color-scale.schema.json#/$defs/color"
            }
          },
          "showLegend": {
            "title": "Mostrar leyenda",
            "description": "Show the legend.",
            "x-voz-help": "Muestra la leyenda.",
            "type": "boolean"
          }
        }
      },
      "AlertsTrendWidget": {
        "title": "AlertsTrendWidget",
        "description": "Alerts by month or week, by type.",
        "x-voz-minSize": [
          1,
          1
        ],
        "x-voz-maxSize": [
          4,
          3
        ],
        "type": "object",
        "required": [
          "id",
          "type",
          "size"
        ],
        "allOf": [
          {
            "$ref": "#/$defs/widgetBase"
          }
        ],
        "properties": {
          "type": {
            "description": "Widget kind: alerts-trend.",
            "const": "alerts-trend"
          },
          "config": {
            "description": "Configuration of the alerts-trend widget.",
            "$ref": "#/$defs/AlertsTrendConfig"
          }
        },
        "unevaluatedProperties": false
      }
    }
  }
};
