import shlex
import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class AuditNoteView(View):
    def get(self, request):
        """Audit note."""
        note = request.GET.getlist("note", [""])[0]
        queue = ["viewed"]
        queue.extend([note, "spare"])
        queue.pop()
        note = queue[-1]
        subprocess.Popen(f"logger -t webapp {shlex.quote(note)}", shell=True).wait()
        return JsonResponse({"logged": True})


urlpatterns = [path("audit-note/", AuditNoteView.as_view())]
