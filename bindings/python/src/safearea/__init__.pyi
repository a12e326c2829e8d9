# Type stub of the safearea package (the run-time module loads Device lazily).
import os

from ._device import ORIENTATIONS as ORIENTATIONS
from ._device import Device as Device
from ._device import HomeIndicator as HomeIndicator
from ._device import Housing as Housing
from ._device import OSRange as OSRange
from ._device import Region as Region
from ._device import OBSTRUCTIONS as OBSTRUCTIONS
from ._device import RectCheckResult as RectCheckResult
from ._device import safe_areas as safe_areas
from ._device import format_os_version as format_os_version
from ._audit import AuditReport as AuditReport
from ._audit import Finding as Finding
from ._audit import audit as audit
from ._safearea import Insets as Insets
from ._uikit import Explanation as Explanation
from ._uikit import NavigationController as NavigationController
from ._uikit import ScrollView as ScrollView
from ._uikit import TabBarController as TabBarController
from ._uikit import View as View
from ._uikit import ViewBatch as ViewBatch
from ._uikit import ViewController as ViewController
from ._uikit import Window as Window
from ._safearea import batch_kernel as batch_kernel
from ._safearea import batch_threads as batch_threads
from ._safearea import library_version as library_version
from ._safearea import set_batch_kernel as set_batch_kernel
from ._safearea import set_batch_threads as set_batch_threads

from ._errors import DeviceNotFoundError as DeviceNotFoundError
from ._errors import InvalidArgumentError as InvalidArgumentError
from ._errors import InvalidProfileError as InvalidProfileError
from ._errors import LimitExceededError as LimitExceededError
from ._errors import OSVersionError as OSVersionError
from ._errors import SafeAreaError as SafeAreaError
from ._errors import UnknownHandleError as UnknownHandleError
from ._errors import UnsupportedOrientationError as UnsupportedOrientationError

__version__: str

def devices() -> tuple[Device, ...]: ...
def device(name: str) -> Device: ...
def load_device(source: str | bytes | os.PathLike[str]) -> Device: ...
