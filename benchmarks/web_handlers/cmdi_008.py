import shlex
import subprocess

from django.http import JsonResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def audit_note(request):
    """Audit note."""
    note = request.COOKIES.get("note", "")
    note = value_or_default(note, "viewed", use_request=True)
    subprocess.Popen(f"logger -t webapp {shlex.quote(note)}", shell=True).wait()
    return JsonResponse({"logged": True})


urlpatterns = [path("audit-note/", audit_note)]
