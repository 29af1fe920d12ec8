// The runtime walks the artifact model the compiler emits; users import only `Relay`.
@_exported import RelayNodes
