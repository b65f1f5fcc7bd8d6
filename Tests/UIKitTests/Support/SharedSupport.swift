// Every test file in this target sees the shared helpers without importing them itself.
@_exported import TestSupport
