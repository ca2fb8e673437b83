#if Hummingbird
public import Yopuy

/// A method whose handler receives no body: ``/Yopuy/GET`` and ``/Yopuy/DELETE``.
///
/// You do not conform your own types to it.
public protocol ServedWithoutBody: RequestMethod {}

/// A method whose handler receives the body the client sent, as the path's body type:
/// ``/Yopuy/POSTWith``, ``/Yopuy/PUTWith`` and ``/Yopuy/PATCHWith``.
///
/// You do not conform your own types to it.
public protocol ServedWithBody: RequestMethod where Body: DecodesRequestBody {}

extension GET: ServedWithoutBody {}
extension DELETE: ServedWithoutBody {}
extension POSTWith: ServedWithBody where Body: DecodesRequestBody {}
extension PUTWith: ServedWithBody where Body: DecodesRequestBody {}
extension PATCHWith: ServedWithBody where Body: DecodesRequestBody {}
#endif
