@testable import DesignSystem
import Testing

/// The flat JSON export of the fixture, resolved and as written.
@Suite struct FlatExportTests {
    @Test func writesEveryTokenWithItsResolvedValue() throws {
        expectGolden(try ExportFixture.render(.flat), Self.resolved)
    }

    @Test func keepsReferencesWhenNotResolving() throws {
        expectGolden(try ExportFixture.render(.flat, resolveAliases: false), Self.written)
    }

    static let resolved = #"""
        {
          "color.accent": {
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
          "color.vivid": {
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
          "color.legacy": {
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
          },
          "color.brand.500": {
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
          "color.brand.900": {
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
          },
          "color.action.primary.$root": {
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
          "color.action.primary.hover": {
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
          "space.4": {
            "$type": "dimension",
            "$value": {
              "value": 16,
              "unit": "px"
            }
          },
          "space.lg": {
            "$type": "dimension",
            "$value": {
              "value": 1.5,
              "unit": "rem"
            }
          },
          "font.family.sans": {
            "$type": "fontFamily",
            "$value": [
              "Inter",
              "Segoe UI",
              "sans-serif"
            ]
          },
          "font.weight.bold": {
            "$type": "fontWeight",
            "$value": "bold"
          },
          "font.lineHeight.body": {
            "$type": "number",
            "$value": 1.5
          },
          "motion.duration.fast": {
            "$type": "duration",
            "$value": {
              "value": 150,
              "unit": "ms"
            }
          },
          "motion.easing.standard": {
            "$type": "cubicBezier",
            "$value": [
              0.4,
              0,
              0.2,
              1
            ]
          },
          "line.solid": {
            "$type": "strokeStyle",
            "$value": "solid"
          },
          "line.dotted": {
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
          },
          "border.focus": {
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
          },
          "transition.fade": {
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
          },
          "shadow.card": {
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
          },
          "gradient.hero": {
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
          },
          "typography.body": {
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

        """#

    static let written = #"""
        {
          "color.accent": {
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
          "color.vivid": {
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
          "color.legacy": {
            "$type": "color",
            "$value": "{color.brand.900}"
          },
          "color.brand.500": {
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
          "color.brand.900": {
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
          },
          "color.action.primary.$root": {
            "$type": "color",
            "$value": "{color.brand.500}"
          },
          "color.action.primary.hover": {
            "$type": "color",
            "$value": "{color.action.primary.$root}"
          },
          "space.4": {
            "$type": "dimension",
            "$value": {
              "value": 16,
              "unit": "px"
            }
          },
          "space.lg": {
            "$type": "dimension",
            "$value": {
              "value": 1.5,
              "unit": "rem"
            }
          },
          "font.family.sans": {
            "$type": "fontFamily",
            "$value": [
              "Inter",
              "Segoe UI",
              "sans-serif"
            ]
          },
          "font.weight.bold": {
            "$type": "fontWeight",
            "$value": "bold"
          },
          "font.lineHeight.body": {
            "$type": "number",
            "$value": 1.5
          },
          "motion.duration.fast": {
            "$type": "duration",
            "$value": {
              "value": 150,
              "unit": "ms"
            }
          },
          "motion.easing.standard": {
            "$type": "cubicBezier",
            "$value": [
              0.4,
              0,
              0.2,
              1
            ]
          },
          "line.solid": {
            "$type": "strokeStyle",
            "$value": "solid"
          },
          "line.dotted": {
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
          },
          "border.focus": {
            "$type": "border",
            "$value": {
              "color": "{color.brand.500}",
              "width": {
                "value": 2,
                "unit": "px"
              },
              "style": "solid"
            }
          },
          "transition.fade": {
            "$type": "transition",
            "$value": {
              "duration": "{motion.duration.fast}",
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
          },
          "shadow.card": {
            "$type": "shadow",
            "$value": [
              {
                "color": "{color.brand.900}",
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
          },
          "gradient.hero": {
            "$type": "gradient",
            "$value": [
              {
                "color": "{color.brand.500}",
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
          },
          "typography.body": {
            "$type": "typography",
            "$value": {
              "fontFamily": "{font.family.sans}",
              "fontSize": {
                "value": 16,
                "unit": "px"
              },
              "fontWeight": "{font.weight.bold}",
              "letterSpacing": {
                "value": 0.5,
                "unit": "px"
              },
              "lineHeight": "{font.lineHeight.body}"
            }
          }
        }

        """#
}
