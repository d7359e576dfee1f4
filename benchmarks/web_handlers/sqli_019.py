from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path
from django.views import View


class PeopleView(View):
    def post(self, request):
        """People."""
        last_name = request.POST.get("last_name", "")
        for part in last_name.split(","):
            if part:
                last_name = part.strip()
        users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = %s", [last_name])
        return JsonResponse({"users": [user.username for user in users]})


urlpatterns = [path("people/", PeopleView.as_view())]
