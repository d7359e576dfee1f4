from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path
from django.views import View


class StaffView(View):
    def get(self, request):
        """Staff."""
        username = request.GET.getlist("username", [""])[0]
        requested, fallback = username, "admin"
        username = fallback or requested
        users = User.objects.extra(where=["username = '%s'" % username])
        return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", StaffView.as_view())]
