/**
 * Match and tournament files: YAML read with SnakeYAML (safe loading, duplicate keys refused, YAML
 * 1.1 surprises such as {@code no} and {@code 012} refused) into immutable records, validated as a
 * whole before anything runs. Every problem names the file, line and column, and a fix (the nearest
 * valid key or plugin id).
 */
package dev.ply.host.config;
