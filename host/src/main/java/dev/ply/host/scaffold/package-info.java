/**
 * {@code ply new game} and {@code ply new strategy}: a plugin project of one's own, from templates
 * in the resources, that builds with the plugin parent, runs the conformance kit and loads as the
 * host loads it.
 */
package dev.ply.host.scaffold;
