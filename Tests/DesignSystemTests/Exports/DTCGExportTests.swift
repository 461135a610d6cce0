@testable import DesignSystem
import Testing

/// The DTCG document export of the fixture with every value resolved.
@Suite struct DTCGExportTests {
    @Test func nestsGroupsAndKeepsMetadata() throws {
        expectGolden(try ExportFixture.render(.dtcg), Self.resolved)
    }

    static let resolved = #"""
        {
          "color": {
            "$type": "color",
            "$description": "Every colour",
            "accent": {
              "$type": "color",
              "$value": {
                "colorSpace": "oklch",
                "components": [
                  0.7,
                  0.3,
                  30
                ]
              }
            },
            "vivid": {
              "$type": "color",
              "$value": {
                "colorSpace": "display-p3",
                "components": [
                  1,
                  0,
                  0.5
                ]
              }
            },
            "legacy": {
              "$type": "color",
              "$value": {
                "colorSpace": "srgb",
                "components": [
                  0,
                  0,
                  0
                ],
                "alpha": 0.2
              },
              "$deprecated": "use color.brand.900"
            },
            "brand": {
              "500": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.270588,
                    0.333333,
                    0.882353
                  ],
                  "hex": "#4555e1"
                },
                "$description": "Brand primary",
                "$extensions": {
                  "com.example": {
                    "figma": "Brand/500"
                  }
                }
              },
              "900": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0,
                    0,
                    0
                  ],
                  "alpha": 0.2
                }
              }
            },
            "action": {
              "primary": {
                "$root": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      0.270588,
                      0.333333,
                      0.882353
                    ],
                    "hex": "#4555e1"
                  }
                },
                "hover": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      0.270588,
                      0.333333,
                      0.882353
                    ],
                    "hex": "#4555e1"
                  }
                }
              }
            }
          },
          "space": {
            "$type": "dimension",
            "4": {
              "$type": "dimension",
              "$value": {
                "value": 16,
                "unit": "px"
              }
            },
            "lg": {
              "$type": "dimension",
              "$value": {
                "value": 1.5,
                "unit": "rem"
              }
            }
          },
          "font": {
            "family": {
              "$type": "fontFamily",
              "sans": {
                "$type": "fontFamily",
                "$value": [
                  "Inter",
                  "Segoe UI",
                  "sans-serif"
                ]
              }
            },
            "weight": {
              "$type": "fontWeight",
              "bold": {
                "$type": "fontWeight",
                "$value": "bold"
              }
            },
            "lineHeight": {
              "$type": "number",
              "body": {
                "$type": "number",
                "$value": 1.5
              }
            }
          },
          "motion": {
            "duration": {
              "$type": "duration",
              "fast": {
                "$type": "duration",
                "$value": {
                  "value": 150,
                  "unit": "ms"
                }
              }
            },
            "easing": {
              "$type": "cubicBezier",
              "standard": {
                "$type": "cubicBezier",
                "$value": [
                  0.4,
                  0,
                  0.2,
                  1
                ]
              }
            }
          },
          "line": {
            "$type": "strokeStyle",
            "solid": {
              "$type": "strokeStyle",
              "$value": "solid"
            },
            "dotted": {
              "$type": "strokeStyle",
              "$value": {
                "dashArray": [
                  {
                    "value": 4,
                    "unit": "px"
                  },
                  {
                    "value": 2,
                    "unit": "px"
                  }
                ],
                "lineCap": "round"
              }
            }
          },
          "border": {
            "focus": {
              "$type": "border",
              "$value": {
                "color": {
                  "colorSpace": "srgb",
                  "components": [
                    0.270588,
                    0.333333,
                    0.882353
                  ],
                  "hex": "#4555e1"
                },
                "width": {
                  "value": 2,
                  "unit": "px"
                },
                "style": "solid"
              }
            }
          },
          "transition": {
            "fade": {
              "$type": "transition",
              "$value": {
                "duration": {
                  "value": 150,
                  "unit": "ms"
                },
                "delay": {
                  "value": 0,
                  "unit": "ms"
                },
                "timingFunction": [
                  0.4,
                  0,
                  0.2,
                  1
                ]
              }
            }
          },
          "shadow": {
            "card": {
              "$type": "shadow",
              "$value": [
                {
                  "color": {
                    "colorSpace": "srgb",
                    "components": [
                      0,
                      0,
                      0
                    ],
                    "alpha": 0.2
                  },
                  "offsetX": {
                    "value": 0,
                    "unit": "px"
                  },
                  "offsetY": {
                    "value": 1,
                    "unit": "px"
                  },
                  "blur": {
                    "value": 2,
                    "unit": "px"
                  },
                  "spread": {
                    "value": 0,
                    "unit": "px"
                  }
                },
                {
                  "color": {
                    "colorSpace": "srgb",
                    "components": [
                      1,
                      1,
                      1
                    ]
                  },
                  "offsetX": {
                    "value": 0,
                    "unit": "px"
                  },
                  "offsetY": {
                    "value": -1,
                    "unit": "px"
                  },
                  "blur": {
                    "value": 0,
                    "unit": "px"
                  },
                  "spread": {
                    "value": 0,
                    "unit": "px"
                  },
                  "inset": true
                }
              ]
            }
          },
          "gradient": {
            "hero": {
              "$type": "gradient",
              "$value": [
                {
                  "color": {
                    "colorSpace": "srgb",
                    "components": [
                      0.270588,
                      0.333333,
                      0.882353
                    ],
                    "hex": "#4555e1"
                  },
                  "position": 0
                },
                {
                  "color": {
                    "colorSpace": "srgb",
                    "components": [
                      0,
                      0,
                      0
                    ]
                  },
                  "position": 1
                }
              ]
            }
          },
          "typography": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": [
                  "Inter",
                  "Segoe UI",
                  "sans-serif"
                ],
                "fontSize": {
                  "value": 16,
                  "unit": "px"
                },
                "fontWeight": "bold",
                "letterSpacing": {
                  "value": 0.5,
                  "unit": "px"
                },
                "lineHeight": 1.5
              }
            }
          }
        }

        """#
}
