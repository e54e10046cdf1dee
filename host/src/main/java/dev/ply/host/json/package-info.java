/**
 * JSON text, written one way for the whole host ({@link dev.ply.host.json.Json}): the report's
 * embedded data, the JSON export, the store's move counters, the referee's adjudication evidence.
 * The bottom layer: it knows no other package of the host.
 */
package dev.ply.host.json;
