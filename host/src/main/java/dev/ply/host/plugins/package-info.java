/**
 * The plugin registry: loads every plugin jar through PF4J (with the loader module), lists the
 * games, strategies and evaluators they offer with their versions and jar digests, and says in one
 * line per problem what is missing, duplicated, stale or incompatible.
 */
package dev.ply.host.plugins;
