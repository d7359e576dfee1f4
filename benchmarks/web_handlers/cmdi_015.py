import shlex
import subprocess

from django.http import JsonResponse
from django.urls import path


def audit_note(request, note):
    """Audit note."""
    num = 54
    note = "viewed" if 7 * 18 + num > 200 else note
    subprocess.Popen(f"logger -t webapp {shlex.quote(note)}", shell=True).wait()
    return JsonResponse({"logged": True})


urlpatterns = [path("audit-note/<str:note>/", audit_note)]
