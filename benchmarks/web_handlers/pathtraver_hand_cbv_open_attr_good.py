from django.http import HttpResponse
from django.views import View

class ReportView(View):
    base = "/var/reports/"

    def get(self, request):
        self.report = {"q1": "q1.txt", "q2": "q2.txt"}.get(request.GET["report"], "q1.txt")
        return HttpResponse(self.render())

    def render(self):
        with open(self.base + self.report) as handle:
            return handle.read()
