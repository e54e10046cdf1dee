/**
 * Traces of one search, for teaching ({@code ply trace}).
 *
 * <p>{@link dev.ply.host.trace.TraceTree} is the host's {@link dev.ply.api.SearchListener}: a
 * strategy plugin's player, asked through {@link dev.ply.api.Player#trace}, calls it for every
 * position its search visits, and it records them as a tree of {@link
 * dev.ply.host.trace.TraceNode}s with Dewey paths, windows, values and the moves cut off. The
 * listener is an api type, so it crosses the plugin class loader like any api object; the plugin
 * never sees a host class. {@link dev.ply.host.trace.TraceText} and {@link
 * dev.ply.host.trace.TraceSvg} draw the tree, from the root player's point of view, with values
 * written by {@link dev.ply.host.trace.TraceValues}. Nothing here reads the store or the clock; the
 * same trace always gives the same text and the same picture.
 */
package dev.ply.host.trace;
