import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class AuditNoteView(View):
    def get(self, request, note):
        """Audit note."""
        limit = 3
        if len("abcd") < limit:
            note = note.strip()
        else:
            note = "viewed"
        subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
        return JsonResponse({"logged": True})


urlpatterns = [path("audit-note/<str:note>/", AuditNoteView.as_view())]
