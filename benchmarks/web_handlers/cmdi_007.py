import shlex
import subprocess

from django.http import JsonResponse
from django.urls import path


def audit_note(request):
    """Audit note."""
    note = request.GET.get("note", "")
    note = note.replace("\r", "").replace("\n", "")
    subprocess.Popen(f"logger -t webapp {shlex.quote(note)}", shell=True).wait()
    return JsonResponse({"logged": True})


urlpatterns = [path("audit-note/", audit_note)]
